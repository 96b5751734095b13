/**
 * The dashboard feature's front door: what the rest of the console may use of it. Nothing yet: its pages load
 * only through app/routes.tsx (a chunk each).
 */
export {};
