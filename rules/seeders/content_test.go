package seeders

import "testing"

// TestContentCounts checks the box: 162 Ark cards over six Castes, 30
// Secondary Crews (12 Workers, 9 Converts, 9 Priests), the tokens, and
// every card the rulebook names.
func TestContentCounts(t *testing.T) {
	ark, perCaste := 0, map[Caste]int{}
	for _, d := range designs {
		ark += d.Copies
		perCaste[d.Caste] += d.Copies
	}
	if ark != 162 {
		t.Errorf("Ark cards = %d, want 162", ark)
	}
	for c := Caste(0); c < numCastes; c++ {
		if perCaste[c] != 27 {
			t.Errorf("%s cards = %d, want 27", c, perCaste[c])
		}
	}
	want := [numPiles]int{12, 9, 9}
	total := 0
	for p := range secondaryDesigns {
		if secondaryDesigns[p].Copies != want[p] {
			t.Errorf("%s = %d, want %d", pileNames[p], secondaryDesigns[p].Copies, want[p])
		}
		total += secondaryDesigns[p].Copies
	}
	if total != 30 || NumCards != 192 {
		t.Errorf("Secondary Crews = %d (cards %d), want 30 (192)", total, NumCards)
	}
	if MutagenTokens != 8 || JailerTokens != 8 || InfluenceMarks != 48 || CubesPerPlayer != 30 || ResourceGems != 45 || AirlockTiles != 2 {
		t.Error("token counts differ from the rulebook's")
	}
	for _, name := range []string{"Archives", "Ataraxium", "Smuggler", "R&D Department", "Morphoplast", "Conspirator", "Apprentice", "Novice"} {
		found := false
		for _, d := range designs {
			if d.Name == name {
				found = true
			}
		}
		if !found {
			t.Errorf("no card named %s", name)
		}
	}
	for _, d := range designs {
		if d.Text == "" && (d.Castes != 0 || d.Trigger != NoTechnical || d.Prestige != NoPrestige) {
			t.Errorf("%s has abilities but no text", d.Name)
		}
		if d.Trigger == OnSacrifice && needsTarget(d.Effect) {
			t.Errorf("%s: a Sacrifice ability may not take a target", d.Name)
		}
		if d.Trigger == OnIntegration && d.Effect == MoveCubes {
			t.Errorf("%s: moving cubes needs three targets, only an Activation has room", d.Name)
		}
	}
}

// TestBoardSides checks both sides of the Wing of Whispers and the airlock
// areas: six Spots per player, each between two different Chambers.
func TestBoardSides(t *testing.T) {
	for _, tc := range []struct {
		seats int
		area  string
		spots int
	}{{2, "A", 12}, {3, "A", 18}, {3, "B", 18}, {4, "A", 24}} {
		b := boardFor(tc.seats, tc.area)
		if len(b.Spots) != tc.spots {
			t.Errorf("%d players, area %s: %d spots, want %d", tc.seats, tc.area, len(b.Spots), tc.spots)
		}
		seen := map[[2]int8]bool{}
		var degree [Chambers]int
		for _, sp := range b.Spots {
			if sp[0] == sp[1] || seen[sp] {
				t.Errorf("%s: bad or repeated spot %v", b.Name, sp)
			}
			seen[sp] = true
			degree[sp[0]]++
			degree[sp[1]]++
		}
		for c, d := range degree {
			if d == 0 {
				t.Errorf("%s: Chamber %d has no Spot", b.Name, c+1)
			}
			if tc.seats == 3 && tc.area == "A" && d != 3 {
				t.Errorf("airlocks A should leave every Chamber 3 Spots; Chamber %d has %d", c+1, d)
			}
		}
	}
}
