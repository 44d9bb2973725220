export * from "./media";
export * from "./taxonomy";
export * from "./people";
export * from "./catalog";
export * from "./content";
export * from "./commerce";
export * from "./forms";
export * from "./site";
