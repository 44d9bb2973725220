/**
 * Production entry. React and React Router pick their production builds from NODE_ENV when they
 * are first imported, so it is set here, before anything else loads (a development React renders
 * several times slower).
 */
process.env.NODE_ENV ??= "production";
await import("./production");
export {};
