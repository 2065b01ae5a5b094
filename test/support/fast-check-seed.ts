import fc from "fast-check";

/**
 * Property tests run with a fixed seed so CI is repeatable; set FC_SEED to explore others
 * (FC_SEED=random for a fresh seed each run). A failure prints its seed for replay.
 */
const requested = process.env.FC_SEED;
if (requested !== "random") fc.configureGlobal({ seed: requested ? Number(requested) : 20_261_122 });
