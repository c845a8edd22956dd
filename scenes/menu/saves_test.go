package menu

import (
	"strings"
	"testing"
	"time"

	"starboard/rules"
	"starboard/rules/gods"
	"starboard/rules/revive"
	"starboard/rules/toy"
	"starboard/scenes"
	"starboard/scenes/scenetest"
)

// saveToy stores a game of the toy title (see saveOf).
func (h *harness) saveToy(finished bool) { h.saveOf(toy.Title, finished) }

// saveOf stores, under title's slug, a game of two seats played with the
// first legal move each turn: to its end when finished, else for three
// moves.
func (h *harness) saveOf(title rules.Title, finished bool) {
	h.t.Helper()
	setup := rules.Setup{Seats: 2, Seed: 5}
	g, err := title.New(setup)
	if err != nil {
		h.t.Fatal(err)
	}
	save := &rules.Save{Format: rules.SaveFormat, Title: title.Slug, Ruleset: title.Ruleset, Seed: setup.Seed,
		Seats: []rules.SeatRecord{{Name: "Ada", Player: "human"}, {Name: "Bea", Player: "bot:easy"}}}
	for !g.Over() && (finished || len(save.Moves) < 3) {
		mv := g.Legal(nil)[0]
		save.Moves = append(save.Moves, g.MoveText(mv))
		if _, err := g.Apply(mv); err != nil {
			h.t.Fatal(err)
		}
	}
	if g.Over() != finished {
		h.t.Fatalf("the toy game is over: %v, want %v", g.Over(), finished)
	}
	data, err := save.Marshal()
	if err != nil {
		h.t.Fatal(err)
	}
	h.app.Store(title.Slug).Save(data)
}

// toyShelf puts the toy title alone on the shelf.
func (h *harness) toyShelf() {
	h.app.Shelf = []scenes.Title{{Rules: toy.Title, Table: h.stub, Attract: h.stubAttract}}
}

// A finished game cannot be resumed: the title offers no Resume for it,
// the resume screen does not list it, and starting a new game does not
// warn that it will be replaced.
func TestFinishedGameIsNotOfferedToResume(t *testing.T) {
	for _, kiosk := range []bool{false, true} {
		h := newHarness(t, kiosk)
		h.toyShelf()
		h.open("title", 1280, 720)
		h.saveToy(true)
		h.open("title", 1280, 720)
		if names := h.targetNames(); strings.Contains(strings.Join(names, " "), "resume") {
			t.Errorf("kiosk %v: with only a finished game saved the title offers %q, want no Resume", kiosk, names)
		}
		h.open("resume", 1280, 720)
		if rows := h.root.Top().(*resume).rows; len(rows) != 0 {
			t.Errorf("kiosk %v: the resume screen lists %d games (%q), want none: the only save is finished", kiosk, len(rows), rows[0].state)
		}
		h.open("options", 1280, 720)
		if o := h.root.Top().(*options); o.replace != "" {
			t.Errorf("kiosk %v: the options warn %q over a finished game", kiosk, o.replace)
		}

		h.saveToy(false)
		h.open("title", 1280, 720)
		if names := h.targetNames(); !strings.Contains(strings.Join(names, " "), "resume") {
			t.Errorf("kiosk %v: with a game under way the title offers %q, want Resume", kiosk, names)
		}
	}
}

// The kiosk lists only the games started in the kiosk: a game saved by
// the program outside the kiosk is neither offered nor written over.
func TestKioskResumesOnlyItsOwnGames(t *testing.T) {
	h := newHarness(t, true)
	h.saveGods(12) // before the kiosk opens: a game played outside it
	outside := h.stored("gods")
	h.open("title", 1280, 720)
	if names := h.targetNames(); strings.Contains(strings.Join(names, " "), "resume") {
		t.Fatalf("the kiosk's title offers %q, want no Resume for a game saved outside the kiosk", names)
	}
	h.open("resume", 1280, 720)
	if rows := h.root.Top().(*resume).rows; len(rows) != 0 {
		t.Fatalf("the kiosk's resume screen lists %d games, want none", len(rows))
	}

	// A game started in the kiosk is saved as the kiosk's own, and listed.
	h.open("options/gods", 1280, 720)
	h.tapTarget("start")
	st, ok := h.root.Top().(*stubTable)
	if !ok {
		t.Fatalf("Start led to %s, want the table", h.top())
	}
	if seat := st.m.ToMove(); !st.m.IsBot(seat) {
		if err := st.m.Submit(seat, st.m.Legal(seat)[0]); err != nil {
			t.Fatal(err)
		}
	}
	for deadline := time.Now().Add(time.Minute); st.m.Moves() == 0 && time.Now().Before(deadline); {
		time.Sleep(10 * time.Millisecond) // a bot moves first
	}
	h.open("resume", 1280, 720)
	rows := h.root.Top().(*resume).rows
	if len(rows) != 1 || strings.Contains(rows[0].seats, "Ada") && strings.Contains(rows[0].seats, "Cy") {
		var seats []string
		for _, r := range rows {
			seats = append(seats, r.seats)
		}
		t.Errorf("the kiosk lists %q, want the kiosk's game alone", seats)
	}
	if got := h.stores["gods"]; got == nil || h.storedRaw("gods") != outside {
		t.Errorf("the game saved outside the kiosk was changed")
	}
}

// storedRaw returns what the harness's store called name holds, read
// around App.Store (which a kiosk renames).
func (h *harness) storedRaw(name string) string {
	data, err := h.stores[name].Load()
	if err != nil {
		return ""
	}
	return string(data)
}

// A title with no options and a game under way starts from its setup
// too: the setup says that starting replaces the save, beside Start,
// rather than a page that says only that (the ninth review).
func TestSetupWarnsOfTheSaveItReplaces(t *testing.T) {
	h := newHarness(t, false)
	h.saveOf(revive.Title, false)
	h.open("setup/revive", 1280, 720)
	s, ok := h.root.Top().(*setup)
	if !ok {
		t.Fatalf("setup/revive opened %T", h.root.Top())
	}
	if !s.direct() || !s.saved || s.next.Label != "Start the game" {
		t.Fatalf("Revive's setup with a save: direct %v, saved %v, button %q; want Start, with the warning", s.direct(), s.saved, s.next.Label)
	}
	if !strings.Contains(s.replace, "replaces your saved game") {
		t.Errorf("the setup's warning reads %q", s.replace)
	}
	h.tapTarget("next")
	if len(h.tables) != 1 || h.tables[0].m.Title().Slug != "revive" {
		t.Errorf("%d tables opened from Revive's setup with a save; want its new game at once (top %T)", len(h.tables), h.root.Top())
	}
}

// TestResumeHoldsASaveOfEveryTitle: with a saved game of each of the five
// titles, every card of the resume screen and both its buttons lie inside
// the screen at every size (the fifteenth review could reach the fifth
// only through a strip at the bottom edge), and none overlaps the next.
func TestResumeHoldsASaveOfEveryTitle(t *testing.T) {
	for _, sz := range scenetest.Sizes {
		h := newHarness(t, false)
		for _, ti := range h.app.Shelf {
			h.saveOf(ti.Rules, false)
		}
		h.open("resume", sz[0], sz[1])
		r := h.root.Top().(*resume)
		if len(r.rows) != len(h.app.Shelf) {
			t.Fatalf("%dx%d: %d saved games listed, want %d", sz[0], sz[1], len(r.rows), len(h.app.Shelf))
		}
		var w, hh float64
		scenetest.Do(func() { w, hh = r.fit.ctx.W, r.fit.ctx.H })
		for i, row := range r.rows {
			for _, box := range []scenes.Rect{row.panel, row.button.Rect, row.del.Rect} {
				if box.Y < 0 || box.Y+box.H > hh || box.X < 0 || box.X+box.W > w {
					t.Errorf("%dx%d: %s's card or button %+v is outside the screen (%.0fx%.0f)", sz[0], sz[1], row.game.title.name, box, w, hh)
				}
			}
			if i > 0 && row.panel.Y < r.rows[i-1].panel.Y+r.rows[i-1].panel.H {
				t.Errorf("%dx%d: %s's card overlaps the one above", sz[0], sz[1], row.game.title.name)
			}
		}
		h.shot("resume-five")
	}
}

// TestResumeSaysWhichGame: Resume on the title names the game it would
// resume, or how many games wait.
func TestResumeSaysWhichGame(t *testing.T) {
	h := newHarness(t, false)
	h.toyShelf()
	h.saveToy(false)
	h.open("title", 1280, 720)
	h.draw(1)
	h.shot("title-resume")
	ti := h.root.Top().(*titleScreen)
	if got := ti.resume.Sub; got != toy.Title.Name {
		t.Errorf("Resume's second line reads %q, want %q", got, toy.Title.Name)
	}
}

// TestPlayAndResumeReadWhole: with a game of Gods Don't Play Dice saved,
// Play keeps the whole width of the column and Resume names the game
// whole, at every size (at 1280x720 the two shared a row and Resume read
// "Gods Don't Play D…").
func TestPlayAndResumeReadWhole(t *testing.T) {
	for _, sz := range scenetest.Sizes {
		h := newHarness(t, false)
		h.saveGods(3)
		h.open("title", sz[0], sz[1])
		h.draw(1)
		h.shot("title-resume-gods")
		ti := h.root.Top().(*titleScreen)
		if got := ti.resume.Sub; got != gods.Title.Name {
			t.Errorf("%v: Resume's second line reads %q, want %q", sz, got, gods.Title.Name)
		}
		if ti.play.Rect.W < ti.resume.Rect.W || ti.play.Rect.W < 400 {
			t.Errorf("%v: Play is %.0f wide beside Resume's %.0f, want the column's width", sz, ti.play.Rect.W, ti.resume.Rect.W)
		}
	}
}
