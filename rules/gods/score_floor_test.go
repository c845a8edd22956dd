package gods

import "testing"

// TestLevelFloorAgreesWithLevel: each level's floor is the lowest score
// that reaches it, for every table size.
func TestLevelFloorAgreesWithLevel(t *testing.T) {
	for seats := 2; seats <= 4; seats++ {
		for lvl := Prophet; lvl <= Gods; lvl++ {
			f := LevelFloor(seats, lvl)
			if Level(seats, f) != lvl || Level(seats, f-1) >= lvl {
				t.Errorf("%d seats, level %s: floor %d reaches %s and %d reaches %s", seats, LevelName(lvl), f,
					LevelName(Level(seats, f)), f-1, LevelName(Level(seats, f-1)))
			}
		}
	}
}
