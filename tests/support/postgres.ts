import pg from "pg";

/** A client on the server's maintenance connection, for creating and dropping test databases. */
export async function adminUrl(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** The same server and credentials, another database. */
export function databaseUrlFor(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
