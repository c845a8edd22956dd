package scenetest

import (
	"fmt"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"starboard/internal/ebitentest"
	"starboard/match"
	"starboard/rules"
	"starboard/scenes"
	"starboard/scenes/input"
	"starboard/scenes/table"
)

// Playable is a table the rig plays through by gestures: the table kit's
// Shell, whatever the title.
type Playable interface {
	scenes.Scene
	Match() *match.Match
	// Legal returns the moves of the seat at the device when it may act
	// now, else nil.
	Legal() []rules.Move
	// Gestures returns the taps or drag that make mv on the screen.
	Gestures(mv rules.Move, drag bool) ([]table.Gesture, bool)
	Passing() bool
	PassButton() scenes.Rect
	ResultsShown() bool
	// Status describes what the table is doing, for failures.
	Status() string
}

// Game describes a game for PlayThrough.
type Game struct {
	Title rules.Title
	// Table builds the title's table: its scenes.TableFunc.
	Table func(*match.Match) scenes.Scene
	// Players says who plays each seat: "human", "bot:random" and so on.
	Players []string
	Seed    uint64
	Options rules.Options
	// W and H are the window's size; 0 means 640 by 360.
	W, H int
	// Choose picks the people's moves; nil picks at random.
	Choose func(rng *rules.RNG, legal []rules.Move) rules.Move
	// Speed is the animation speed (1 normal, 2 fast, 3 instant); 0 means 2.
	Speed int
	// OnScreen, when not 0, is how many of the people's moves PlayThrough
	// makes through the screen; the rest of the game plays off it (see
	// Rig.PlayUntil) to the results, the table following every event.
	OnScreen int
	// OffScreen, when not 0, is how many moves of the game (bots' too)
	// PlayThrough plays off the screen first; the rest of the game, its
	// hand-overs and its results, go through the screen.
	OffScreen int
}

// SeatNames are the names the rig gives the seats.
var SeatNames = []string{"Ada", "Bruno", "Chandra", "Dara", "Emil", "Faye"}

// NewMatch starts a match of title for the given players ("human",
// "bot:random" …), closed when the test ends.
func NewMatch(t testing.TB, title rules.Title, seed uint64, opts rules.Options, players ...string) *match.Match {
	t.Helper()
	var seats []match.SeatConfig
	for i, p := range players {
		pl, err := match.ParsePlayer(p)
		if err != nil {
			t.Fatal(err)
		}
		seats = append(seats, match.SeatConfig{Name: SeatNames[i], Player: pl})
	}
	m, err := match.New(match.Config{Title: title, Setup: rules.Setup{Seed: seed, Options: opts}, Seats: seats})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(m.Close)
	return m
}

// Rig is a table on a screen, driven by a script of gestures.
type Rig struct {
	T      testing.TB
	App    *scenes.App
	M      *match.Match
	Table  Playable
	Script *input.Script
	Screen *Screen
	W, H   float64
	// DrawEvery draws one step in so many; software GL is slow, and
	// everything a gesture needs is laid out in Update.
	DrawEvery int
	// Moves and Passes count the moves made through the screen and the
	// times the device was passed; Kinds counts moves by their first word.
	Moves, Passes int
	Kinds         map[string]int
	onScreen      int // PlayToEnd stops after so many moves, when not 0
	steps         int
	drawn         bool // the last step drew its frame
}

// NewRig puts tbl, the table of m, on a w by h screen. Call it from a
// test, not inside Do.
func NewRig(t testing.TB, m *match.Match, tbl scenes.Scene, w, h int) *Rig {
	p, ok := tbl.(Playable)
	if !ok {
		t.Fatalf("%T is not a table of the kit", tbl)
	}
	app := &scenes.App{Text: scenes.NewSpriteText(), Settings: scenes.DefaultSettings()}
	r := &Rig{T: t, App: app, M: m, Table: p, Script: new(input.Script), W: float64(w), H: float64(h),
		DrawEvery: 1, Kinds: map[string]int{}}
	Do(func() { r.Screen = NewScreen(scenes.NewRoot(app, tbl, r.Script), w, h) })
	before := Frames
	t.Cleanup(func() {
		if os.Getenv("STARBOARD_FRAMES") != "" {
			t.Logf("%s: %d frames drawn", t.Name(), Frames-before)
		}
		// The table's art and the screen live outside Go's heap, on the
		// one GL context every test of the package shares: left behind,
		// they slowed each later test's drawing several times over.
		Do(func() {
			if d, ok := tbl.(scenes.Disposer); ok {
				d.Dispose()
			}
			r.Screen.Image.Deallocate()
		})
	})
	r.Step(2)
	return r
}

// Step runs n ticks and draws the last one (or one step in DrawEvery).
func (r *Rig) Step(n int) {
	r.T.Helper()
	r.steps++
	r.run(n, r.DrawEvery <= 1 || r.steps%r.DrawEvery == 0)
}

// run runs n ticks and, with draw, draws the last.
func (r *Rig) run(n int, draw bool) {
	r.T.Helper()
	var err error
	Do(func() {
		for i := 0; i < n && err == nil; i++ {
			r.Screen.Root.LayoutF(r.W, r.H)
			err = r.Screen.Root.Update()
		}
		r.drawn = draw
		if draw {
			r.draw()
		}
	})
	if err != nil {
		r.T.Fatalf("Update: %v", err)
	}
}

// Hover rests the mouse on x, y long enough for a tooltip that shows
// after delay ticks, drawing one frame in six whatever DrawEvery: the
// frame that finds what the mouse rests on may come after an animation
// ends, as hovering waits for it. The mouse stays there after.
func (r *Rig) Hover(x, y float64, delay int) {
	r.T.Helper()
	const every, slack = 6, 24
	r.Script.Rest(x, y, delay+slack)
	for i := 0; i < delay+slack; i += every {
		r.run(min(every, delay+slack-i), true)
	}
}

// HoverUntil rests the mouse on x, y as Hover does until shown reports
// what the test waits for, at most four times: a bot's move playing
// stops hovering, so each try after the first waits for the bots first.
func (r *Rig) HoverUntil(x, y float64, delay int, shown func() bool) bool {
	r.T.Helper()
	for try := 0; try < 4; try++ {
		if try > 0 {
			r.M.WaitIdle()
		}
		r.Hover(x, y, delay)
		if shown() {
			return true
		}
	}
	return false
}

// draw draws the screen's frame and waits for it; call it inside Do.
func (r *Rig) draw() {
	r.Screen.Root.Draw(r.Screen.Image)
	Flush(r.Screen.Image)
	r.drawn = true
	Frames++
}

// fresh draws the current frame unless the last step drew it: what a
// table lays out as it draws (a tab's boards, a hand fanned to its width)
// is where gestures land, so a test can play at one frame in many and
// still aim at what is on screen.
func (r *Rig) fresh() {
	if !r.drawn {
		Do(r.draw)
	}
}

// Play runs the queued input to its end, and a few ticks more.
func (r *Rig) Play() {
	for r.Script.Len() > 0 {
		r.Step(4)
	}
	r.Step(3)
}

// PlayEvery runs the queued input to its end, and a few ticks more, as
// Play does, but draws only the first step, one in n after it and the
// last: for input whose way no check looks at (a mouse resting, a long
// press), only where it ends. What a table times from a frame (a tip
// shown after the mouse rested a moment) starts at the first.
func (r *Rig) PlayEvery(n int) {
	r.T.Helper()
	for i := 0; r.Script.Len() > 0; i++ {
		r.run(4, i%max(n, 1) == 0)
	}
	r.run(3, true)
}

// Tap taps the centre of rc.
func (r *Rig) Tap(rc scenes.Rect) {
	x, y := rc.Center()
	r.Script.Tap(x, y)
	r.Play()
}

// Drag drags from the centre of from to the centre of to.
func (r *Rig) Drag(from, to scenes.Rect) {
	x0, y0 := from.Center()
	x1, y1 := to.Center()
	r.Script.Drag(x0, y0, x1, y1, 10)
	r.Play()
}

// Shoot saves the screen at w by h as dir/name.png when $STARBOARD_SHOTS
// names dir.
func (r *Rig) Shoot(name string, w, h int) {
	r.T.Helper()
	if dir := os.Getenv("STARBOARD_SHOTS"); dir != "" {
		if err := Shoot(r.Screen.Root, dir, name, w, h, r.W, r.H); err != nil {
			r.T.Fatal(err)
		}
		r.Step(1) // lay the table out again at the rig's size
	}
}

// ShotRig returns a rig on a new match of g for a screenshot test, or
// skips the test when $STARBOARD_SHOTS is not set: animations at g.Speed
// (3 when 0), a frame drawn every 8 ticks.
func ShotRig(t *testing.T, g Game) *Rig {
	t.Helper()
	if os.Getenv("STARBOARD_SHOTS") == "" {
		t.Skip("STARBOARD_SHOTS is not set")
	}
	return g.rig(t, 3)
}

// rig returns a rig on a new match of g: 640x360 unless g says, animations
// at g.Speed (speed when 0), a frame drawn every 8 ticks.
func (g Game) rig(t testing.TB, speed int) *Rig {
	t.Helper()
	if g.W == 0 {
		g.W, g.H = 640, 360
	}
	m := NewMatch(t, g.Title, g.Seed, g.Options, g.Players...)
	r := NewRig(t, m, g.Table(m), g.W, g.H)
	r.App.Settings.AnimationSpeed = g.Speed
	if g.Speed == 0 {
		r.App.Settings.AnimationSpeed = speed
	}
	r.DrawEvery = 8
	return r
}

// Sizes are the window sizes every table is laid out for: the two common
// landscape screens, a small one and a portrait tablet.
var Sizes = [][2]int{{1280, 720}, {1920, 1080}, {800, 600}, {1080, 1920}}

// Phones are the phone screens a seat's browser page is laid out for, in
// CSS pixels, each drawn at PhoneRatio device pixels to a CSS pixel.
var Phones = [][2]int{{390, 844}, {360, 800}}

// PhoneRatio is the device pixel ratio of the Phones.
const PhoneRatio = 3

// EverySize runs check on the table of g laid out at each of Sizes, one
// subtest a size, for each number of seats in seats (played by the first
// so many of g.Players): one table a number, laid out again at each size
// as a window is resized.
func EverySize(t *testing.T, g Game, seats []int, check func(t *testing.T, r *Rig)) {
	for _, n := range seats {
		m := NewMatch(t, g.Title, g.Seed, g.Options, g.Players[:n]...)
		r := NewRig(t, m, g.Table(m), 640, 360)
		for _, sz := range Sizes {
			t.Run(fmt.Sprintf("%dseats-%dx%d", n, sz[0], sz[1]), func(t *testing.T) {
				r.W, r.H = float64(sz[0]), float64(sz[1])
				r.Step(2)
				check(t, r)
			})
		}
	}
}

// ShootSizes writes the table at each of Sizes to $STARBOARD_SHOTS, as
// name-WxH.png.
func (r *Rig) ShootSizes(name string) {
	r.T.Helper()
	for _, sz := range Sizes {
		r.Shoot(name+"-"+strconv.Itoa(sz[0])+"x"+strconv.Itoa(sz[1]), sz[0], sz[1])
	}
}

// Perform makes mv through the gestures the table binds it to; with drag,
// a move of a hand card onto a place is dragged rather than tapped. It
// fails the test when the screen plays another move or none.
func (r *Rig) Perform(mv rules.Move, drag bool) {
	r.T.Helper()
	r.fresh()
	gs, ok := r.Table.Gestures(mv, drag)
	if !ok {
		r.T.Fatalf("%s: the table binds it to no place or button", r.M.MoveText(mv))
	}
	before := r.M.Moves()
	for _, g := range gs {
		if g.Wait > 0 {
			r.Step(g.Wait + 1)
		}
		if g.Drag {
			r.Drag(g.From, g.To)
		} else {
			r.Tap(g.From)
		}
	}
	if r.M.Moves() <= before {
		r.T.Fatalf("move %d: %s through the screen was not played (gestures %+v)", r.Moves+1, r.M.MoveText(mv), gs)
	}
	if got := r.M.Log()[before]; got != r.M.MoveText(mv) {
		r.T.Fatalf("move %d: the screen played %q, want %q", r.Moves+1, got, r.M.MoveText(mv))
	}
	r.Kinds[strings.Fields(r.M.MoveText(mv))[0]]++
	r.Moves++
}

// PlayToEnd plays the game through the screen, choosing the people's
// moves with choose, until the results show.
func (r *Rig) PlayToEnd(rng *rules.RNG, choose func(*rules.RNG, []rules.Move) rules.Move) {
	r.T.Helper()
	r.PlayToEndWatching(rng, choose, nil)
}

// PlayToEndWatching plays the game like PlayToEnd and, before each move a
// person makes, calls watch (when not nil) with the legal moves: a
// screenshot test shoots the screens it wants from there.
func (r *Rig) PlayToEndWatching(rng *rules.RNG, choose func(*rules.RNG, []rules.Move) rules.Move, watch func(legal []rules.Move)) {
	r.T.Helper()
	if choose == nil {
		choose = pickAny
	}
	for guard, waits := 0, 0; guard < 40000; guard++ {
		if waits > 3000 {
			r.T.Fatalf("the table waited 12000 ticks for nothing: %s", r.Table.Status())
		}
		switch {
		case r.Table.ResultsShown(), r.onScreen > 0 && r.Moves >= r.onScreen:
			return
		case r.Table.Passing():
			r.fresh()
			r.Tap(r.Table.PassButton())
			r.Passes++
		default:
			legal := r.Table.Legal()
			if len(legal) == 0 {
				r.M.WaitIdle() // the bots' moves, which ticks alone would not wait for while hurried
				r.Step(4)
				waits++
				continue
			}
			waits = 0
			if watch != nil {
				watch(legal)
			}
			r.Perform(choose(rng, legal), r.Moves%2 == 0)
		}
	}
	r.T.Fatalf("the game did not reach the results: %s", r.Table.Status())
}

// PlayUntil plays moves chosen by choose (at random when nil) for the
// people at the table until stop, shown the legal moves of the table
// ready for one, says so, and reports whether it did before the results.
// The moves go to the match as a bot's do and no frame is drawn on the way
// (drawing is most of a screen test's time, and the full games play every
// move by gestures): the table catches up by ticks, and stop sees it
// caught up. The position reached is drawn once.
func (r *Rig) PlayUntil(rng *rules.RNG, choose func(*rules.RNG, []rules.Move) rules.Move, stop func(legal []rules.Move) bool) bool {
	r.T.Helper()
	if choose == nil {
		choose = pickAny
	}
	every := r.DrawEvery
	r.DrawEvery = math.MaxInt
	hurried := ebitentest.Hurry() // the table catching up is waited for, not ticks
	defer func() {
		hurried()
		r.DrawEvery = every
		Do(r.draw)
	}()
	for guard := 0; guard < 40000 && !r.Table.ResultsShown(); guard++ {
		if r.Table.Passing() {
			r.Tap(r.Table.PassButton())
			continue
		}
		legal := r.Table.Legal()
		if len(legal) == 0 || !slices.Equal(legal, r.M.Legal(r.M.ToMove())) {
			r.M.WaitIdle() // the bots' moves first: ticks run faster than they think
			r.Step(2)      // the table has not caught up with the match yet
			continue
		}
		if stop(legal) {
			return true
		}
		if err := r.M.Submit(r.M.ToMove(), choose(rng, legal)); err != nil {
			r.T.Fatal(err)
		}
		r.Step(2)
	}
	return false
}

// pickAny picks one of the legal moves at random.
func pickAny(rng *rules.RNG, legal []rules.Move) rules.Move { return legal[rng.IntN(len(legal))] }

// PlayThrough plays a whole game of g through its table by gestures and
// returns the rig, with the results on screen.
func PlayThrough(t testing.TB, g Game) *Rig {
	t.Helper()
	r := g.rig(t, 2)
	m := r.M
	rng := rules.NewRNG(g.Seed)
	if g.OffScreen > 0 {
		r.DrawEvery = 8
		if !r.PlayUntil(&rng, g.Choose, func([]rules.Move) bool { return m.Moves() >= g.OffScreen }) {
			t.Fatalf("the game ended before move %d", g.OffScreen)
		}
	}
	stop := ebitentest.Hurry() // the game waits for the table to be ready, never for ticks
	r.onScreen = g.OnScreen
	r.PlayToEnd(&rng, g.Choose)
	if r.onScreen > 0 && !r.Table.ResultsShown() {
		r.PlayUntil(&rng, g.Choose, func([]rules.Move) bool { return false })
	}
	stop()
	if !r.Table.ResultsShown() {
		t.Fatalf("the game did not reach the results: %s", r.Table.Status())
	}
	if !m.Over() {
		t.Fatal("the results show but the match is not over")
	}
	humans := 0
	for _, p := range g.Players {
		if p == "human" {
			humans++
		}
	}
	if humans > 1 && r.Passes == 0 {
		t.Error("several people played but the device was never passed")
	}
	t.Logf("from move %d, %d moves through the screen %v, %d hand-overs", g.OffScreen, r.Moves, r.Kinds, r.Passes)
	return r
}
