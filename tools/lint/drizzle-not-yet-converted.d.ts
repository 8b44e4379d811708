/** The runtime server files still allowed to import drizzle-orm: a list that only shrinks. */
export const DRIZZLE_NOT_YET_CONVERTED: string[];
