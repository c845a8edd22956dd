package memtrim

import (
	"os"
	"runtime"
	"testing"
)

// Trim can be called any number of times, on any system, and returns.
func TestTrimReturns(t *testing.T) {
	for range 3 {
		Trim()
	}
}

// Setup holds the threshold on glibc, and can be called again.
func TestSetupOnGlibc(t *testing.T) {
	first := Setup()
	if Setup() != first {
		t.Error("Setup changed its answer when called again")
	}
	if _, err := os.Stat("/lib/x86_64-linux-gnu/libc.so.6"); err == nil && runtime.GOOS == "linux" && !first {
		t.Error("Setup could not hold the threshold on a glibc system")
	}
}
