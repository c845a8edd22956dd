package revenant

import (
	"fmt"
	"testing"

	"starboard/rules"
	rr "starboard/rules/revenant"
	"starboard/scenes"
	"starboard/scenes/scenetest"
)

// TestNewsClear checks, at every size, that the news strip, where the
// headlines of a round, a Breach or the Hyperjump are written, covers
// neither the map nor the House track nor any board, lies in the
// board's area above the hand's cards, and that its headline comes out
// legible there; and that those events put up no kit banner, which
// would cross the map.
func TestNewsClear(t *testing.T) {
	g := scenetest.Game{Title: rr.Title, Table: New, Seed: 5, Players: []string{"human", "bot:random", "bot:random", "bot:random"}}
	scenetest.EverySize(t, g, []int{1, 4}, func(t *testing.T, r *scenetest.Rig) {
		b := r.Table.(*Shell).Board().(*Table)
		// The table with a hand, and as a spectator or a review lays it out.
		// The table with a hand, and as a spectator or a review lays it out.
		hand, handless := b.lay, b.lay
		hand.update(b.lay.area, b.lay.solo, false)
		handless.update(b.lay.area, b.lay.solo, true)
		for _, l := range []*layout{&hand, &handless} {
			newsClear(t, l)
		}
		if handless.mapArea.H <= hand.mapArea.H && !handless.compact {
			t.Errorf("with no hand the map is %.0f high, with a hand %.0f: it does not take the hand's room", handless.mapArea.H, hand.mapArea.H)
		}
		for _, e := range []rules.Event{{Kind: rr.EvRound, A: 2}, {Kind: rr.EvAttack, A: 5}, {Kind: rr.EvJump}} {
			if mo := b.Animate(e); mo.Banner != "" {
				t.Errorf("event %d puts up the kit's banner %q", e.Kind, mo.Banner)
			}
		}
		b.hot, b.fly = hotSpot{}, flight{}
		w, h := int(r.W), int(r.H)
		seen := false
		for try := 0; try < 3 && !seen; try++ {
			// The table's first sync, or a headline of the game's own,
			// may replace this one: the table settles first.
			r.Step(30)
			b.news = news{text: "Round 2", start: -1}
			for _, mk := range r.Audit(w, h) {
				if mk.Label == "Round 2" && !mk.Symbol {
					seen = true
					if mk.Px < scenetest.LegibleBar {
						t.Errorf("the headline is %.1f px high at %dx%d", mk.Px, w, h)
					}
				}
			}
		}
		if !seen {
			t.Error("the headline was not drawn")
		}
	})
}

// newsClear checks that the news strip of l covers nothing the layout
// places and lies above the hand's cards.
func newsClear(t *testing.T, l *layout) {
	t.Helper()
	{
		news := l.newsRect()
		if news.H < 30 {
			t.Errorf("the news strip %+v is too slim for a legible headline", news)
		}
		named := map[string]scenes.Rect{"the map": l.mapArea, "the House track": l.influence, "Tactics": l.tactics, "the Crew board": l.board, "the Corrupted Crew": l.automa}
		for h, rc := range l.houses {
			named[rr.HouseNames[h]] = rc
		}
		for k, rc := range l.tabs {
			named[fmt.Sprint("tab ", k)] = rc
		}
		for i, rc := range l.cards {
			named[fmt.Sprint("card ", i)] = rc
		}
		for k, rc := range l.decks {
			named[rr.CardKindNames[k]+" deck"] = rc
		}
		for name, rc := range named {
			if rc.W > 0 && overlap(news, rc) {
				t.Errorf("the news strip %+v covers %s %+v", news, name, rc)
			}
		}
		if !inside(news, l.area) {
			t.Errorf("the news strip %+v lies outside the board %+v", news, l.area)
		}
		// The hand's cards at rest lie under the strip.
		if cards := l.handY - handSink*l.handScale - handH*l.handScale; !l.handless && news.Y+news.H > cards+0.5 {
			t.Errorf("the news strip reaches %.0f, the hand's cards start at %.0f", news.Y+news.H, cards)
		}
	}
}

// TestNewsJumps checks that a headline stays while the game goes on or
// the device changes hands, and goes when the board jumps to another
// moment (an undo, a review's step).
func TestNewsJumps(t *testing.T) {
	m := scenetest.NewMatch(t, rr.Title, 5, nil, "human", "bot:random")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	r.Step(30)
	b := r.Table.(*Shell).Board().(*Table)
	v, viewer := b.view, b.Viewer
	b.announce("Round 2")
	b.Sync(v, viewer, true)
	if b.news.text == "" {
		t.Error("the game going on dropped the headline")
	}
	b.Sync(v, 1-viewer, false)
	b.Sync(v, viewer, true)
	if b.news.text == "" {
		t.Error("the device changing hands dropped the headline")
	}
	b.Sync(v, viewer, false)
	if b.news.text != "" {
		t.Error("a jump to another moment kept the headline")
	}
	// A review opened from the results at move 0 (the viewer becomes no
	// seat) draws the position it stands on: not the last game's
	// headline, nor the Corrupted Crew's last step of the game.
	b.announce("Round 4")
	b.automa = "Corrupted Crew: the last step of the game"
	b.Sync(v, rules.NoSeat, false)
	if b.news.text != "" || b.automa != "" {
		t.Errorf("the review at move 0 keeps the headline %q and the Crew's step %q of the game's end", b.news.text, b.automa)
	}
}
