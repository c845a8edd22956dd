package revive

import (
	"image"
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/rules"
	rv "starboard/rules/revive"
	"starboard/scenes"
	"starboard/scenes/scenetest"
)

// TestScoreHeadAgreesWithSeatList: the head of a board gives one figure,
// "N points", the score the seat list shows (the final scoring counted
// now), and no second figure; the head's tooltip breaks it down into
// named lines that add up to it, for every seat some moves into a game.
func TestScoreHeadAgreesWithSeatList(t *testing.T) {
	r := scenetest.QuietBusyRig(t, scenetest.Game{Title: rv.Title, Table: New, Seed: 11, Players: []string{"human", "bot:random", "bot:random", "bot:random"}}, 40)
	m := r.M
	r.Step(400)
	b := r.Table.(*Shell).Board().(*Table)
	var frame *image.RGBA
	scenetest.Do(func() { frame = r.Screen.Frame() })
	checkOwnRinged(t, b, frame)
	v := m.View(0).(*rv.State)
	differ := false
	for p := 0; p < 4; p++ {
		score, track := v.Score(rules.Seat(p)), v.BoardOf(rules.Seat(p)).Points
		want := strconv.Itoa(score) + " points"
		if score == 1 {
			want = "1 point"
		}
		if got := b.scoreHead(p); got != want {
			t.Errorf("seat %d's head reads %q, want %q (the seat list's figure)", p, got, want)
		}
		if strings.Contains(b.scoreHead(p), "track") {
			t.Errorf("seat %d's head still names the points track: %q", p, b.scoreHead(p))
		}
		differ = differ || score != track
		focus := b.focus
		b.focus = rules.Seat(p)
		title, body := b.describe(tipPoints * tipKind)
		b.focus = focus
		if !strings.Contains(title, want) {
			t.Errorf("seat %d's head tooltip %q does not give the score %q", p, title, want)
		}
		sum := 0
		for _, part := range strings.Split(body, " · ") {
			if i := strings.Index(part, " ("); i >= 0 {
				part = part[:i] // a word on the figure, after it
			}
			f := strings.Fields(part)
			n, err := strconv.Atoi(f[len(f)-1])
			if err != nil {
				t.Fatalf("seat %d's breakdown %q: a part without its points: %q", p, body, part)
			}
			sum += n
		}
		if sum != score {
			t.Errorf("seat %d's breakdown %q adds up to %d, not %d", p, body, sum, score)
		}
	}
	if !differ {
		t.Errorf("no seat's score differs from its points track 40 moves in: the test shows nothing")
	}
	checkTurnNotes(t, b, v)
	// A move that raises a score: the seat list counts up to it, and the
	// head and the tab count with it, never ahead (the eighth review saw
	// the head ahead of the seat list after an explore).
	rng := rules.NewRNG(3)
	var before [4]int
	for p := range before {
		before[p] = b.view.Score(rules.Seat(p))
	}
	for i := 0; i < 300; i++ {
		r.DrawEvery = 1 << 20 // no frames until a score rises
		r.Step(3)
		r.DrawEvery = 1
		rose := false
		for p := range before {
			rose = rose || b.view.Score(rules.Seat(p)) > before[p]
			before[p] = b.view.Score(rules.Seat(p))
		}
		if rose {
			r.Step(1)
		}
		for p := 0; p < 4 && rose; p++ {
			shown := b.Frame.Scores[p]
			if shown >= b.view.Score(rules.Seat(p)) {
				continue
			}
			if got, want := b.scoreHead(p), pointsWord(shown); got != want {
				t.Errorf("while the seat list counts up to %d, seat %d's head reads %q, not the seat list's %q", b.view.Score(rules.Seat(p)), p, got, want)
			}
			if got := b.shownScore(p); got != shown {
				t.Errorf("while the seat list shows %d, seat %d's figures read %d", shown, p, got)
			}
			return
		}
		if legal := r.Table.Legal(); len(legal) > 0 {
			if err := m.Submit(0, busy(&rng, legal)); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatal("no score counted up on the seat list in 300 steps: the test shows nothing")
}

// pointsWord is n points in words, as a board's head writes it.
func pointsWord(n int) string {
	if n == 1 {
		return "1 point"
	}
	return strconv.Itoa(n) + " points"
}

// TestScoreTipWraps: resting the pointer on a board's head shows the
// score's breakdown whole: the tooltip stays inside the board's area, and
// a breakdown wider than it wraps under the title rather than being cut.
func TestScoreTipWraps(t *testing.T) {
	r := scenetest.QuietBusyRig(t, scenetest.Game{Title: rv.Title, Table: New, Seed: 11, Players: []string{"human", "bot:random", "bot:random", "bot:random"}}, 60)
	b := r.Table.(*Shell).Board().(*Table)
	r.Step(2)
	head := b.lay.big.head
	r.Script.Rest(head.X+head.W*0.3, head.Y+head.H/2, 4) // a click would hush the tooltip
	r.Play()
	for i := 0; i < 100; i++ {
		if _, shown := r.Table.(*Shell).Toast(); !shown {
			break
		}
		r.Step(10)
	}
	r.Step(tipDelay + 5)
	if b.tip.key != tipPoints*tipKind {
		t.Fatalf("the pointer on the head shows tooltip %d, not the score's", b.tip.key)
	}
	if b.tip.w <= 0 || b.tip.w > b.lay.area.W+0.5 {
		t.Fatalf("the score's tooltip is %.0f wide, the area %.0f", b.tip.w, b.lay.area.W)
	}
	_, bs := b.tipSizes()
	var body bool
	for _, mk := range r.Audit(1280, 720) {
		if strings.Contains(mk.Where, "revive/tips.go") && strings.HasPrefix(b.tip.body, strings.TrimSuffix(mk.Label, "…")) && mk.Label != "" {
			body = true
		}
	}
	if !body {
		t.Errorf("the breakdown %q is not drawn", b.tip.body)
	}
	// A breakdown of every line, late in a game, wraps inside the area.
	b.tip.body = "points track 48 · progress 21 · machine bonus 12 · scoring card 24 · technologies 15 · large locations 10 · small artifacts 6 · resources 2 · end tile 3"
	b.tip.w = 0
	r.Step(1)
	r.Shoot("revive-tip-score-1280x720", 1280, 720)
	ts, _ := b.tipSizes()
	if b.tip.w > b.lay.area.W+0.5 || b.tip.w > tipMaxW+0.5 {
		t.Errorf("a long breakdown's tooltip is %.0f wide", b.tip.w)
	}
	if b.tip.h < ts*1.4+12+bs*2 {
		t.Errorf("a long breakdown's tooltip is %.0f high: its line does not wrap", b.tip.h)
	}
}

func rectAt(x, y float64) scenes.Rect { return scenes.Rect{X: x - 1, Y: y - 1, W: 2, H: 2} }

// checkTurnNotes reads the bots' chips some turns into a game: each says
// that a tap shows the board, and what the seat's last turn did with the
// points it brought (the ninth review saw a bot gain 10 points with
// nothing visible changing).
func checkTurnNotes(t *testing.T, b *Table, v *rv.State) {
	t.Helper()
	seat, _, _ := v.Turn()
	noted := 0
	for p := 1; p < b.Seats; p++ {
		n := b.notes[p]
		if rules.Seat(p) == seat || !n.on {
			continue
		}
		noted++
		b.notes[p].at = b.Now // fresh, as the turn just played
		if n.gain != v.Score(rules.Seat(p))-n.start {
			t.Errorf("seat %d's last turn noted +%d, its score went from %d to %d", p, n.gain, n.start, v.Score(rules.Seat(p)))
		}
		text := &scenetest.TextLog{TextDrawer: scenes.NewSpriteText()}
		var dst *ebiten.Image
		scenetest.Do(func() { dst = ebiten.NewImage(600, 100) })
		c := &scenes.Canvas{Dst: dst, Scale: 1, W: 600, H: 100, App: &scenes.App{Text: text}}
		scenetest.Do(func() { b.drawMini(c, p, scenes.Rect{X: 4, Y: 4, W: 470, H: 46}) })
		scenetest.Do(func() { dst.Deallocate() })
		drawn, _ := text.Lines()
		all := strings.Join(drawn, " | ")
		want := "last turn +" + strconv.Itoa(n.gain)
		if n.gain < 0 {
			want = "last turn " + strconv.Itoa(n.gain)
		}
		if !strings.Contains(all, "tap ›") || !strings.Contains(all, want) || len(n.did) > 0 && !strings.Contains(all, n.did[0]) {
			t.Errorf("seat %d's chip reads %q: no %q, %q or \"tap ›\"", p, all, want, n.did)
		}
	}
	if noted == 0 {
		t.Errorf("no bot's last turn noted: the test shows nothing")
	}
}
