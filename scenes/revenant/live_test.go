package revenant

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"starboard/rules"
	rr "starboard/rules/revenant"
	"starboard/scenes"
	"starboard/scenes/scenetest"
)

// TestLogAgreesWithFigures plays a two-seat game to its end through the
// screen, the seat at the device heading for the Hyperjump, and checks
// that the log and the board agree: whenever the table waits for a
// move, the last Data cubes and Tactics step the log states for each
// seat are the ones the board and the seat list show; and every move's
// events, played one by one, leave the board's figures (Data, Tactics,
// Resources) where the game is after the move.
func TestLogAgreesWithFigures(t *testing.T) {
	data := regexp.MustCompile(`(\w+) has (\d+) Data cubes? now`)
	tactics := regexp.MustCompile(`(\w+) (?:reaches (\d+) on the Tactics|stays at (\d+)|drops \d+ on the Tactics track, to (\d+))`)
	floors := regexp.MustCompile(`(\w+) at (\d+)`)
	m := scenetest.NewMatch(t, rr.Title, 5, nil, "human", "bot:easy")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	r.App.Settings.AnimationSpeed = 3
	// What is checked is the log, the board's figures and the seat
	// line, all kept by Update and Sync: a draw in eight steps keeps the
	// text measures fresh and spares a whole game's frames.
	r.DrawEvery = 8
	sh := r.Table.(*Shell)
	b := sh.Board().(*Table)
	rng := rules.NewRNG(5)
	checked, shownTactics, jumped := 0, 0, false
	for i := 0; i < 8000 && !r.Table.ResultsShown(); i++ {
		legal := r.Table.Legal()
		if len(legal) == 0 {
			r.Step(4)
			continue
		}
		said := map[string][2]int{} // name: Data, Tactics; -1 unsaid
		state := func(name string) [2]int {
			if s, ok := said[name]; ok {
				return s
			}
			return [2]int{-1, -1}
		}
		for _, l := range sh.LogText() {
			for _, mm := range data.FindAllStringSubmatch(l, -1) {
				s := state(mm[1])
				s[0], _ = strconv.Atoi(mm[2])
				said[mm[1]] = s
			}
			for _, mm := range tactics.FindAllStringSubmatch(l, -1) {
				s := state(mm[1])
				for _, g := range mm[2:] {
					if g != "" {
						s[1], _ = strconv.Atoi(g)
					}
				}
				said[mm[1]] = s
			}
			if _, list, ok := strings.Cut(l, "Captains' floors:"); ok {
				jumped = true
				for _, mm := range floors.FindAllStringSubmatch(list, -1) {
					s := state(mm[1])
					s[1], _ = strconv.Atoi(mm[2])
					said[mm[1]] = s
				}
			}
		}
		for p := 0; p < b.view.Seats(); p++ {
			seat, name := rules.Seat(p), m.Seats()[p].Name
			s := state(name)
			if s[0] >= 0 && s[0] != b.dataOf(seat) {
				t.Errorf("after move %d the log last says %s has %d Data cubes, the board shows %d", m.Moves(), name, s[0], b.dataOf(seat))
			}
			// A line too narrow for who plays the seat and Tactics keeps
			// who plays (the eleventh review): Tactics is checked where
			// shown.
			line := b.SeatLine(b.view, seat)
			if s[1] >= 0 && strings.Contains(line, "Tactics ") {
				shownTactics++
				if !strings.Contains(line+" ", "Tactics "+strconv.Itoa(s[1])+" ") {
					t.Errorf("after move %d the log last puts %s at %d on the Tactics track, the seat list says %q", m.Moves(), name, s[1], line)
				}
			}
			if s[0] >= 0 || s[1] >= 0 {
				checked++
			}
		}
		if t.Failed() {
			return
		}
		mv := legal[rng.IntN(len(legal))]
		for _, l := range legal {
			if text := m.MoveText(l); strings.Contains(text, "neutronium") && rng.IntN(2) == 0 {
				mv = l
			}
		}
		for _, l := range legal {
			if text := m.MoveText(l); strings.Contains(text, "hyperjump") {
				mv = l
			}
		}
		r.Perform(mv, false)
	}
	if len(b.liveOff) > 0 {
		t.Errorf("%d moves' events left the board's figures other than the game's after the move: %q", len(b.liveOff), b.liveOff)
	}
	if checked == 0 || shownTactics == 0 || !jumped {
		t.Errorf("the game checked %d figures (%d Tactics in a seat line) and jumped %v", checked, shownTactics, jumped)
	}
}

// TestSeatLineFits measures the line under each seat's name in the kit's
// seat list, "to play" and all, at every size some moves into a four-seat
// game, and checks it fits the row with who plays the seat ("bot,
// normal") rather than ending cut ("…") or dropping who plays. The
// row's width and the line's size are the kit's (scenes/table layout.go
// and drawSeat): the panel's width, less the badge and margins.
func TestSeatLineFits(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a game")
	}
	r := scenetest.QuietBusyRig(t, scenetest.Game{Title: rr.Title, Table: New, Seed: 11, Players: []string{"human", "bot:random", "bot:random", "bot:random"}}, 30)
	b := r.Table.(*Shell).Board().(*Table)
	n := b.view.Seats()
	for _, sz := range scenetest.Sizes {
		var lines []string // the board's lines, laid out at the size
		scenetest.Do(func() {
			scr := scenetest.NewScreen(r.Screen.Root, sz[0], sz[1])
			defer scr.Image.Deallocate()
			if err := scr.Settle(20); err != nil {
				t.Fatal(err)
			}
			b.Frame.Acting = 0
			for p := 0; p < n; p++ {
				lines = append(lines, b.SeatLine(b.view, rules.Seat(p)))
			}
		})
		r.Step(1)
		// The canvas is 1280 units across (scenes.App), the panel's texts
		// grown to MinTextPx (App.Enlarge).
		px := float64(sz[0]) / 1280
		w, h := 1280.0, float64(sz[1])/px
		k := min(1.8, max(1, scenes.MinTextPx/(14*px)))
		rowW, sh := (w-36)/2, 50*k
		if h <= w*1.15 {
			rowW = min(380*k, max(270*k, w*0.24), w*0.4)
			sh = min(50*k, h*0.42/float64(n))
		}
		size := min(17*k, sh*0.36) - 3
		for p := 0; p < n; p++ {
			line := lines[p] + " · " + b.who[p] // who plays it, kept (the eleventh review)
			if lines[p] == "" {
				line = b.who[p]
			}
			if p == 0 {
				line = "to play · " + line
			}
			if lw, _ := r.App.Text.Measure(line, size, false); lw > rowW-52 {
				t.Errorf("%dx%d: %q is %.0f wide at %.1f, the row leaves it %.0f", sz[0], sz[1], line, lw, size, rowW-52)
			}
		}
	}
}

// TestWordsWaitForTheBoard plays a solo game's first moves at the normal
// animation speed, frame by frame, and checks that no words run ahead of
// the board, which takes a move's outcome once its events have played:
// while an event plays the prompt says who plays and what step they
// are on, or a line the log already holds; a round's headline names no round the board has not
// reached; and the Corrupted Crew's step is one the log already holds.
func TestWordsWaitForTheBoard(t *testing.T) {
	m := scenetest.NewMatch(t, rr.Title, 3, rules.Options{"automa": "easy"}, "human")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	r.DrawEvery = 8
	sh := r.Table.(*Shell)
	b := sh.Board().(*Table)
	rng := rules.NewRNG(3)
	round := regexp.MustCompile(`^Round (\d+)$`)
	played, automa, steps := 0, 0, 0
	for frame := 0; frame < 6000 && m.Moves() < 40 && !(automa > 0 && played > 300); frame++ {
		if sh.Playing() {
			played++
			_, text := sh.PromptShown()
			logged := strings.Join(sh.LogText(), "\n")
			step := strings.HasSuffix(text, "…") && strings.Contains(text, " is ")
			if step {
				steps++ // what the seat is doing (the twelfth review read "Altair plays.")
			}
			if text != "" && !step && !strings.HasSuffix(text, " plays.") && text != "The move plays out." && !strings.Contains(logged, text) {
				t.Fatalf("move %d: while an event plays the prompt says %q, which the log does not hold yet", m.Moves(), text)
			}
			if b.automa != "" && !strings.Contains(logged, strings.TrimPrefix(b.automa, "Corrupted Crew: ")) {
				t.Fatalf("move %d: the Corrupted Crew's panel says %q, which the log does not hold yet", m.Moves(), b.automa)
			}
			if mm := round.FindStringSubmatch(b.news.text); mm != nil {
				if n, _ := strconv.Atoi(mm[1]); n > b.view.Round() {
					t.Fatalf("move %d: the headline says %q, the board is in round %d", m.Moves(), b.news.text, b.view.Round())
				}
			}
			if b.automa != "" {
				automa++
			}
			r.Step(1)
			continue
		}
		legal := r.Table.Legal()
		if len(legal) == 0 {
			r.Step(1)
			continue
		}
		r.Perform(legal[rng.IntN(len(legal))], false)
	}
	if played == 0 || automa == 0 || steps == 0 {
		t.Errorf("%d frames played an event, %d showed the Corrupted Crew's step, %d named a seat's step", played, automa, steps)
	}
}
