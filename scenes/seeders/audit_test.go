package seeders

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"starboard/rules"
	rs "starboard/rules/seeders"
	"starboard/scenes"
	"starboard/scenes/scenetest"
)

// TestAudit prints every text and symbol under 12 px, miniatures left
// out, at each size in three phases (a Negotiator selected, Integration,
// the Prestige breakdown), when $STARBOARD_SEEDERS_AUDIT is set; set to
// "all", miniatures too.
func TestAudit(t *testing.T) {
	if os.Getenv("STARBOARD_SEEDERS_AUDIT") == "" {
		t.Skip("STARBOARD_SEEDERS_AUDIT is not set")
	}
	if os.Getenv("STARBOARD_SHOTS") == "" {
		t.Setenv("STARBOARD_SHOTS", t.TempDir())
	}
	r := scenetest.ShotRig(t, scenetest.Game{Title: rs.Title, Table: New, Seed: 11, Players: []string{"human", "bot:random", "bot:random", "bot:random"}})
	m := r.M
	rng := rules.NewRNG(11)
	done := map[string]bool{}
	board := r.Table.(*Shell).Board().(*Table)
	small := map[string]float64{}
	audit := func(phase string) {
		done[phase] = true
		r.Step(60)
		for _, sz := range scenetest.Sizes {
			a := &scenes.Legibility{}
			scenetest.Do(func() {
				scr := scenetest.NewScreen(r.Screen.Root, sz[0], sz[1])
				defer scr.Image.Deallocate()
				_ = scr.Step(20)
				r.App.Audit = a
				_ = scr.Step(1)
				r.App.Audit = nil
			})
			r.Step(1)
			for _, mk := range a.Marks {
				if (mk.Mini && os.Getenv("STARBOARD_SEEDERS_AUDIT") != "all") || mk.Px >= 12 || (!mk.Symbol && strings.TrimSpace(mk.Label) == "") {
					continue
				}
				k := fmt.Sprintf("%dx%d %s %q", sz[0], sz[1], strings.SplitN(mk.Where, " ", 2)[0], mk.Label)
				if old, ok := small[k]; !ok || mk.Px < old {
					small[k] = mk.Px
				}
			}
		}
	}
	r.PlayToEndWatching(&rng, lively, func(legal []rules.Move) {
		kind := m.Prompt().Kind
		v := m.View(0).(*rs.State)
		switch {
		case kind == "place" && v.Turn() == 2 && !done["negotiation"]:
			for _, mv := range legal {
				if mv.Kind == rs.MovePlace {
					where, _ := board.Where(obj{kind: objNeg, a: mv.A})
					r.Tap(where)
					break
				}
			}
			audit("negotiation")
			r.Tap(board.lay.info)
		case kind == "integrate" && v.Turn() == 3 && !done["integration"]:
			audit("integration")
		case kind == "order" && v.Turn() == 3 && !done["prestige"]:
			audit("prestige")
		}
	})
	var keys []string
	for k := range small {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Printf("%5.1f %s\n", small[k], k)
	}
}
