// Package server is the Starboard server of online tables (issue 29): the
// tables' logs in NATS JetStream (Log), the tables rebuilt from them in a
// process's memory (Service), and an embedded NATS server for the default
// single-machine setup (EmbeddedNATS). It never imports the screens.
//
// Authority stays here: a table's seed and whole game never leave the
// server; a client sees its seat's view (package wire). A move is applied
// by whichever process receives it, and only after it was appended to the
// table's log with compare-and-set on the log's last sequence; a process
// that loses that race catches up from the log and judges the move again
// on the new table. Any process rebuilds a table by replaying its log,
// since the rules are deterministic from the seed.
package server
