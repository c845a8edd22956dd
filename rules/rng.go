package rules

import (
	"math/bits"
	"math/rand/v2"
)

// RNG is the seeded generator a state carries. It is a plain value: copying
// a state copies its generator, so a clone draws the same numbers.
type RNG struct {
	pcg rand.PCG
}

// NewRNG returns a generator seeded with seed.
func NewRNG(seed uint64) RNG {
	var r RNG
	r.pcg.Seed(seed, seed^0x9e3779b97f4a7c15)
	return r
}

// Uint64 returns 64 random bits.
func (r *RNG) Uint64() uint64 { return r.pcg.Uint64() }

// IntN returns a number in [0, n), without bias. It panics if n <= 0.
func (r *RNG) IntN(n int) int {
	if n <= 0 {
		panic("rules: IntN with n <= 0")
	}
	// Lemire's multiply-and-reject method.
	hi, lo := bits.Mul64(r.pcg.Uint64(), uint64(n))
	if lo < uint64(n) {
		thresh := -uint64(n) % uint64(n)
		for lo < thresh {
			hi, lo = bits.Mul64(r.pcg.Uint64(), uint64(n))
		}
	}
	return int(hi)
}

// Float64 returns a number in [0, 1).
func (r *RNG) Float64() float64 { return float64(r.pcg.Uint64()<<11>>11) / (1 << 53) }

// Shuffle puts n elements in random order by calling swap.
func (r *RNG) Shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		swap(i, r.IntN(i+1))
	}
}
