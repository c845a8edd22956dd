// Package cputime reads the CPU time a process has used: the benchmarks
// and figures of a busy machine (bots' decisions, the sound's mixing)
// count it rather than the wall clock.
package cputime
