"""What the tests and the benchmarks both drive cardtable with: a compiled build of the engine
(`compiled`), seeded random playouts and what a property test must know of each kind
(`playout`), the recorded golden playouts (`golden`), a running service and worker
(`services`), and a Redis Cluster of its own (`redis_cluster`). Not part of the installed
package: it is imported from a checkout."""
