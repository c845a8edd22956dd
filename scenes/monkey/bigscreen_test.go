package monkey

import (
	"testing"

	"starboard/rules"
	"starboard/rules/catalog"
	"starboard/scenes/scenetest"
	"starboard/scenes/shelf"
)

// TestBigScreens: the big screen of every title (a table that looks on,
// entrusted with the seats' tokens, as Table and phones makes it) follows
// a game of two people whose moves come from their phones, and on their
// turns offers the public moves its board shows; some of them it makes by
// a tap, sent with that seat's token. It draws the public view only, so a
// board must never reach for the places of a seat it does not show (a
// Seeders big screen once failed on a seat's Negotiators).
func TestBigScreens(t *testing.T) {
	for _, st := range shelf.Titles() {
		t.Run(st.Slug(), func(t *testing.T) {
			title, err := catalog.Find(st.Slug())
			if err != nil {
				t.Fatal(err)
			}
			f := scenetest.NewBigScreen(t, title, rules.Setup{Seats: 2, Seed: 5}, "Ada", "Bo")
			game, m := f.Game, f.M
			r := scenetest.NewRig(t, m, st.Table(m), 1280, 720)
			r.App.Settings.AnimationSpeed = 3
			r.DrawEvery = 4
			rng := rules.NewRNG(5)
			offered := 0
			for n := 0; n < bigScreenMoves && !game.Over(); n++ {
				r.Step(8)
				if legal := r.Table.Legal(); len(legal) > 0 {
					offered++
					if offered%2 == 1 {
						mv := legal[rng.IntN(len(legal))]
						gs, ok := r.Table.Gestures(mv, false)
						if !ok {
							t.Fatalf("the big screen offers %s but binds it to no place: %s", m.MoveText(mv), r.Table.Status())
						}
						for _, g := range gs {
							r.Step(g.Wait + 1)
							r.Tap(g.From)
						}
						r.Step(2)
						f.PlaySent()
						continue
					}
				}
				legal := game.Legal(nil)
				f.Play(legal[rng.IntN(len(legal))], 0) // made on the seat's phone
			}
			t.Logf("%d moves, the big screen offered public moves %d times and made %d", f.Rev, offered, f.Made)
			if offered > 0 && f.Made == 0 {
				t.Error("the big screen offered public moves, and a tap made none")
			}
		})
	}
}

// bigScreenMoves is how many moves each title's big screen follows.
const bigScreenMoves = 50
