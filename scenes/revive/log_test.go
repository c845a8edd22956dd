package revive

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"starboard/match"
	"starboard/rules"
	rv "starboard/rules/revive"
	"starboard/scenes"
	"starboard/scenes/scenetest"
)

// TestScoresAreLogged plays a four-seat game some moves in through the
// screen: the log says the later seats' head starts, and says every
// change of a seat's score with its action, never another seat's secret
// artifact scoring card.
func TestScoresAreLogged(t *testing.T) {
	r := scenetest.QuietBusyRig(t, scenetest.Game{Title: rv.Title, Table: New, Seed: 11, Players: []string{"human", "bot:random", "bot:random", "bot:random"}}, 40)
	r.Step(400)
	log := strings.Join(r.Table.(*Shell).LogText(), "\n")
	for _, want := range []string{headStart("Bruno", 1) + ": the head start of the second seat", headStart("Chandra", 2), headStart("Dara", 3)} {
		if !strings.Contains(log, want) {
			t.Errorf("the log does not say %q:\n%s", want, log)
		}
	}
	if !strings.Contains(log, "scores ") {
		t.Errorf("no score change in the log of 40 moves:\n%s", log)
	}
	if strings.Contains(log, "score changes") {
		t.Errorf("the log words a secret score line:\n%s", log)
	}
}

// TestScoreLinesJoinTheirAction: a point scored is joined to the action
// that brought it, a head start is left out (the log's opening lines
// said it), and another seat's secret line is left out.
func TestScoreLinesJoinTheirAction(t *testing.T) {
	s := rv.New(rules.Setup{Seats: 2, Seed: 1})
	b := newBoard(nil)
	evs := []rules.Event{
		{Kind: rv.EvScore, Seat: 1, A: 0, B: 4, C: 1},
		{Kind: rv.EvTrade, Seat: 0, A: 0},
		{Kind: rv.EvScore, Seat: 0, A: 7, B: 1},
		{Kind: rv.EvScore, Seat: 0, A: rules.Unknown, B: rules.Unknown},
	}
	lines := b.LogLines(match.Entry{Number: 1, Seat: 0}, evs, s.EventText)
	var got []string
	for _, l := range lines {
		text := l.Text
		if l.Join {
			text = "+ " + text
		}
		got = append(got, text)
	}
	want := []string{"seat 1 trades a crystal for 1 gear", "+ scores 1 point: more resources kept (1 point per 5)"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("LogLines = %q, want %q", got, want)
	}
}

// TestBuildLogsItsSteps: a build's log says the crystal paid in place of
// the gear lacking and each track step the board shows, joined to it
// (the eighteenth review saw the board's markers move with no word).
func TestBuildLogsItsSteps(t *testing.T) {
	s := rv.New(rules.Setup{Seats: 2, Seed: 1})
	b := newBoard(nil)
	evs := []rules.Event{
		{Kind: rv.EvBuild, Seat: 0, A: 10, B: 1},
		{Kind: rv.EvPay, Seat: 0, A: 4, C: 1},
		{Kind: rv.EvStandIn, Seat: 0, A: 1, D: 1},
		{Kind: rv.EvTrack, Seat: 0, A: 0, B: 2, C: 2},
		{Kind: rv.EvTrack, Seat: 0, A: 1, B: 1, C: 1},
	}
	var got []string
	for _, l := range b.LogLines(match.Entry{Number: 1, Seat: 0}, evs, s.EventText) {
		text := l.Text
		if l.Join {
			text = "+ " + text
		}
		got = append(got, text)
	}
	want := []string{"seat 1 builds a big building", "+ pays 4 gear, 1 food", "+ pays 1 crystal in place of the 1 gear lacking",
		"+ moves 2 steps on the green track, to space 2", "+ moves 1 step on the red track, to space 1"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("LogLines = %q, want %q", got, want)
	}
}

// TestExploreNamesTheTile plays a game by the rules, exploring whenever
// it may, and reads the log of each exploration: the line names the tile
// (its size and where it lies) with what its back gave, never the rules'
// footprint number, and the turning names the tile and its terrains.
func TestExploreNamesTheTile(t *testing.T) {
	m := scenetest.NewMatch(t, rv.Title, 11, nil, "human", "human")
	b := newBoard(nil)
	rng := rules.NewRNG(3)
	explored, turned := 0, 0
	explore := regexp.MustCompile(`^seat 1 explores a [45]-space tile (in the (north|south|east|west|north-east|north-west|south-east|south-west)|beside the chasm)$`)
	for i := 0; i < 400 && (explored < 2 || turned < 2) && !m.Over(); i++ {
		seat := m.ToMove()
		legal := m.Legal(seat)
		mv := busy(&rng, legal)
		for _, l := range legal {
			if l.Kind == rv.MoveExplore && seat == 0 {
				mv = l
			}
		}
		if err := m.Submit(seat, mv); err != nil {
			t.Fatal(err)
		}
		for _, e := range m.Poll(nil) {
			lines := b.LogLines(e, e.Events, func(ev rules.Event) string { return m.EventText(ev) })
			for _, ev := range e.Events {
				switch {
				case ev.Kind == rv.EvExplore && ev.Seat == 0:
					explored++
					at := -1
					for k, l := range lines {
						if strings.Contains(l.Text, " explores ") {
							at = k
						}
					}
					if at < 0 || !explore.MatchString(lines[at].Text) {
						t.Fatalf("the log of an exploration: %+v", lines)
					}
					back := false
					for _, l := range lines[at+1:] {
						back = back || l.Join && strings.Contains(l.Text, "from the tile's back")
					}
					if !back {
						t.Errorf("the log of an exploration does not say what the tile's back gave: %+v", lines)
					}
				case ev.Kind == rv.EvReveal && ev.Seat == 0:
					turned++
					name := rv.TileDesignOf(int(ev.B)).Name
					found := false
					for _, l := range lines {
						found = found || strings.HasPrefix(l.Text, "the tile turns up "+name+": ")
					}
					if !found {
						t.Errorf("the log of a tile turned does not name %q and its terrains: %+v", name, lines)
					}
				}
			}
		}
	}
	if explored < 2 || turned < 2 {
		t.Fatalf("%d explorations and %d tiles turned in the game", explored, turned)
	}
}

// TestHeadStartSaidFirst opens a three-seat game whose first seat is a
// person, before any move: the log's first lines already say why the
// later seats have points (the fifth review saw the points unexplained),
// and each seat's score tooltip says its head start.
func TestHeadStartSaidFirst(t *testing.T) {
	m := scenetest.NewMatch(t, rv.Title, 11, nil, "human", "bot:random", "bot:random")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	r.Step(10)
	if m.Moves() != 0 {
		t.Fatalf("%d moves made before the first person's", m.Moves())
	}
	b := r.Table.(*Shell).Board().(*Table)
	log := r.Table.(*Shell).LogText()
	want := []string{"Before the first turn",
		headStart("Bruno", 1) + ": the head start of the second seat, " + strconv.Itoa(rv.SeatHeadStart) + " for each seat before it",
		headStart("Chandra", 2) + ": the head start of the third seat, " + strconv.Itoa(rv.SeatHeadStart) + " for each seat before it"}
	if len(log) < len(want) || strings.Join(log[:len(want)], "|") != strings.Join(want, "|") {
		t.Fatalf("the log opens %q, want %q", log, want)
	}
	for p := 1; p < 3; p++ {
		if got := b.scoreBreakdown(p); !strings.Contains(got, "head start of the") {
			t.Errorf("seat %d's score tooltip does not say its head start: %q", p, got)
		}
	}
	// The first move's lines come after, and say the head starts no more.
	r.Perform(m.Legal(0)[0], false)
	r.Step(200)
	log = r.Table.(*Shell).LogText()
	if n := strings.Count(strings.Join(log, "\n"), "Chandra starts with"); n != 1 {
		t.Errorf("the log says Chandra's head start %d times:\n%s", n, strings.Join(log, "\n"))
	}
}

// TestCrateLineSaysWhy: a crate drawn joins what gave it and says what it
// holds and what it is for, and a change of the score of the resources
// kept that follows is a line of its own saying why (the sixth review
// read "draws a closed crate: 1 book, 1 food, loses 1 point (remaining
// resources)").
func TestCrateLineSaysWhy(t *testing.T) {
	s := rv.New(rules.Setup{Seats: 2, Seed: 1})
	b := newBoard(nil)
	evs := []rules.Event{
		{Kind: rv.EvTrade, Seat: 0, A: 0},
		{Kind: rv.EvCrateDraw, Seat: 0, A: 3},
		{Kind: rv.EvScore, Seat: 0, A: 7, B: -1},
	}
	lines := b.LogLines(match.Entry{Number: 1, Seat: 0}, evs, s.EventText)
	if len(lines) != 3 {
		t.Fatalf("LogLines = %+v, want the trade, the crate joined, the score", lines)
	}
	crate, score := lines[1], lines[2]
	if !crate.Join || !strings.HasPrefix(crate.Text, "takes a closed crate holding "+rv.CrateOf(3).String()) || !strings.Contains(crate.Text, "free action") {
		t.Errorf("the crate's line %+v: want it joined, saying what it holds and that opening it is a free action", crate)
	}
	if score.Join || !strings.Contains(score.Text, "fewer resources kept") {
		t.Errorf("the score's line %+v: want a line of its own saying why", score)
	}
	// Another seat's crate: what it holds is not said.
	evs = []rules.Event{{Kind: rv.EvCrateDraw, Seat: 1, A: rules.Unknown}}
	lines = b.LogLines(match.Entry{Number: 2, Seat: 1}, evs, s.EventText)
	if len(lines) != 1 || lines[0].Text != "seat 2 takes a closed crate (only seat 2 knows what it holds; opening it is a free action)" {
		t.Errorf("another seat's crate: %+v", lines)
	}
}

// TestReviewOpensWithHeadStarts opens a saved game for review: its log
// opens with the later seats' head starts, as a live game's does (the
// sixth review found them missing in review).
func TestReviewOpensWithHeadStarts(t *testing.T) {
	m := scenetest.NewMatch(t, rv.Title, 11, nil, "human", "human", "human")
	rng := rules.NewRNG(3)
	for m.Moves() < 12 {
		seat := m.ToMove()
		if err := m.Submit(seat, busy(&rng, m.Legal(seat))); err != nil {
			t.Fatal(err)
		}
	}
	rm, err := match.Resume(m.Save(), match.Config{Title: rv.Title, Review: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(rm.Close)
	r := scenetest.NewRig(t, rm, New(rm), 1280, 720)
	r.Step(30)
	sh := r.Table.(*Shell)
	if !sh.Reviewing() {
		t.Fatal("the saved game did not open for review")
	}
	for _, moves := range []string{"at the start", "at the end"} {
		log := strings.Join(sh.LogText(), "\n")
		for _, want := range []string{"Before the first turn", headStart("Bruno", 1) + ": the head start of the second seat", headStart("Chandra", 2)} {
			if !strings.Contains(log, want) {
				t.Errorf("%s of the review the log does not say %q:\n%s", moves, want, log)
			}
		}
		at, _ := scenes.FindTarget(sh, "review/end")
		r.Tap(at)
		r.Step(10)
	}
}

// headStart is the log's opening words for seat p's head start.
func headStart(name string, p int) string {
	return name + " starts with " + strconv.Itoa(rv.StartPoints(p)) + " points"
}

// TestSmallArtifactsOneWord: the board, the player aid, the tooltips and
// the log call the ruins' artifacts by the results' word, "small" (the
// fourteenth review read "minor" on the board, "Small" at the results).
func TestSmallArtifactsOneWord(t *testing.T) {
	if !strings.HasPrefix(rv.CatMinor.String(), "Small") {
		t.Fatalf("the results' line is %q", rv.CatMinor.String())
	}
	s := rv.New(rules.Setup{Seats: 2, Seed: 1})
	b := newBoard(nil)
	lines := b.LogLines(match.Entry{Number: 1, Seat: 0}, []rules.Event{{Kind: rv.EvMinor, Seat: 0, A: 3, B: 2}}, s.EventText)
	texts := []string{terrainTips[rv.Ruin], shortCategory[rv.CatMinor], tinyCategory[rv.CatMinor], strings.Join(shortLines[:], " ")}
	texts = append(texts, scoringAid...)
	for _, l := range lines {
		texts = append(texts, l.Text)
	}
	for _, k := range keyEntries {
		texts = append(texts, k.text)
	}
	for _, text := range texts {
		if strings.Contains(strings.ToLower(text), "minor") {
			t.Errorf("%q says minor, the results say small", text)
		}
	}
}
