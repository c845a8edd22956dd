package revenant

import (
	"fmt"
	"strings"
	"testing"

	"starboard/rules"
	rr "starboard/rules/revenant"
	"starboard/scenes/scenetest"
)

// TestKeepDrawnByTap plays until the person keeps one of the Hidden
// Influence cards drawn, and taps the card drawn under the Crew board:
// the nineteenth review tapped "Drawn: Yarvek" and nothing happened.
func TestKeepDrawnByTap(t *testing.T) {
	for _, sz := range [][2]int{{1280, 720}, {800, 600}} {
		m := scenetest.NewMatch(t, rr.Title, 11, nil, "human", "bot:random", "bot:random")
		r := scenetest.NewRig(t, m, New(m), sz[0], sz[1])
		r.App.Settings.AnimationSpeed = 3
		rng := rules.NewRNG(11)
		b := r.Table.(*Shell).Board().(*Table)
		if !r.PlayUntil(&rng, nil, func([]rules.Move) bool { return b.Mine && m.Prompt().Kind == "keep-influence" }) {
			t.Fatalf("%v: no Hidden Influence to keep in the game", sz)
		}
		b.tab = tabCrew
		r.Step(10)
		if _, text := r.Table.(*Shell).PromptShown(); !strings.Contains(text, "tap it") {
			t.Errorf("%v: the prompt does not say the card drawn is tapped: %q", sz, text)
		}
		r.Shoot(fmt.Sprintf("revenant-keep-%dx%d", sz[0], sz[1]), sz[0], sz[1])
		kept := -1
		for h, box := range b.drawn {
			if box.W > 0 {
				kept = h
				r.Tap(box)
				break
			}
		}
		if kept < 0 {
			t.Fatalf("%v: no card drawn shown under the Crew board", sz)
		}
		r.Step(10)
		if m.Prompt().Kind == "keep-influence" && b.Mine {
			t.Errorf("%v: a tap on the card drawn of %s kept nothing", sz, rr.HouseNames[kept])
		}
	}
}
