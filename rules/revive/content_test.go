package revive

import "testing"

// TestContentCounts checks the box against the published game's counts.
func TestContentCounts(t *testing.T) {
	if len(areaTiles) != 25 || len(startTiles) != 5 || len(largeTiles) != 5 {
		t.Error("tile counts")
	}
	for i, d := range areaTiles {
		if len(d.Spaces) < 4 || len(d.Spaces) > 5 || d.Back < 0 || int(d.Back) >= len(tileBacks) {
			t.Errorf("area tile %d (%s) has %d spaces, back %d", i, d.Name, len(d.Spaces), d.Back)
		}
		hasWater := false
		for _, tr := range d.Spaces {
			if tr == Water {
				hasWater = true
			}
		}
		if hasWater != (d.Water != Gain{}) {
			t.Errorf("%s: water %v, water bonus %s", d.Name, hasWater, d.Water)
		}
	}
	// Tiles alike face down come at least in pairs, so a face-down tile
	// is never known by its back.
	alike := map[[2]int]int{}
	for _, d := range areaTiles {
		alike[[2]int{len(d.Spaces), int(d.Back)}]++
	}
	for k, n := range alike {
		if n < 2 {
			t.Errorf("only %d tile of size %d with back %d", n, k[0], k[1])
		}
	}
	if NumCitizens != 39 || len(citizens) != 39 || len(startCards) != 6 || NumCards != 63 {
		t.Error("card counts")
	}
	colours := map[Colour]int{}
	for _, c := range citizens {
		colours[c.Colour]++
	}
	if colours[Green] != 10 || colours[Red] != 10 || colours[Yellow] != 10 || colours[Blue] != 9 {
		t.Errorf("citizens by colour %v", colours)
	}
	if len(modules) != 48 || len(machineTokens) != 30 || len(crates) != 28 || len(majorArtifacts) != 12 ||
		len(minorArtifacts) != 8 || len(scoringCards) != 10 || len(tribes) != 6 {
		t.Error("token counts")
	}
	// Every module is designed and gives something (the designs once made
	// only 40, and the last 8 were empty green ones).
	for id, m := range modules {
		if m.Effect == (Gain{}) {
			t.Errorf("module %d gives nothing", id)
		}
	}
	for i, sc := range scoringCards {
		seen := map[Category]bool{}
		for _, c := range sc {
			if seen[c] {
				t.Errorf("scoring card %d names %s twice", i, c)
			}
			seen[c] = true
		}
	}
	if len(progressTrack) != NumRewards+abilityUses {
		t.Error("the progress track has no room for every marker")
	}
	for _, tr := range tribes {
		if !tr.Tree[1][1].FifthSlot {
			t.Errorf("%s: the side slot is not the middle of the second row", tr.Name)
		}
	}
	// Every seat's starting cards are the same set.
	for p := 1; p < 4; p++ {
		for k := range NumStartCards {
			if cards[NumCitizens+p*NumStartCards+k].Name != cards[NumCitizens+k].Name {
				t.Error("starting sets differ")
			}
		}
	}
}
