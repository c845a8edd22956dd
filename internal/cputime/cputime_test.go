package cputime

import (
	"runtime"
	"testing"
)

// TestProcessGrows checks that work done shows in the CPU time read.
func TestProcessGrows(t *testing.T) {
	if runtime.GOOS == "windows" || runtime.GOOS == "js" {
		t.Skip("not measured here")
	}
	before := Process()
	x := 0
	for i := 0; Process() == before && i < 1e9; i++ {
		x += i
	}
	if Process() <= before {
		t.Errorf("the CPU time did not grow: %v, then %v", before, Process())
	}
	_ = x
}
