package yield

import "testing"

func TestYieldReturns(t *testing.T) {
	for i := 0; i < 3; i++ {
		Yield()
	}
}
