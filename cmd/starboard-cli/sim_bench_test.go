package main

import (
	"testing"

	"starboard/ai"
	"starboard/match"
	"starboard/rules"
	"starboard/rules/catalog"
)

// BenchmarkSimRandom plays games between random bots as sim does, with the
// setups of the titles' BenchmarkRandomGames, to compare with the engine's
// own speed.
func BenchmarkSimRandom(b *testing.B) {
	for _, c := range []struct {
		name, slug string
		setup      rules.Setup
	}{
		{"gods/2seats", "gods", rules.Setup{Seats: 2, Seed: 1, Options: rules.Options{"faces": "easy", "oxygen": "0"}}},
		{"desolated/2seats", "desolated", rules.Setup{Seats: 2, Seed: 1}},
	} {
		b.Run(c.name, func(b *testing.B) {
			t, err := catalog.Find(c.slug)
			if err != nil {
				b.Fatal(err)
			}
			setup, err := t.Check(c.setup)
			if err != nil {
				b.Fatal(err)
			}
			players := make([]match.Player, setup.Seats)
			for i := range players {
				players[i] = match.BotPlayer(ai.Random)
			}
			k := uint64(0)
			for b.Loop() {
				if r := playOne(t, setup, players, setup.Seed+k, 0); r.err != nil {
					b.Fatal(r.err)
				}
				k++
			}
		})
	}
}
