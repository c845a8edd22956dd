package desolated

import (
	"strconv"
	"strings"
	"time"

	"starboard/match"
	"starboard/rules"
	dr "starboard/rules/desolated"
	"starboard/scenes"
	"starboard/scenes/input"
	"starboard/sprites"
)

// Options say how a table is run.
type Options struct {
	// Attract runs an all-bot match as a kiosk's idle screen: a tap
	// anywhere leaves.
	Attract bool
	// Exit is the change leaving the table makes; the zero value means
	// scenes.Home(nil).
	Exit scenes.Change
	// Pace is the bot pace of the match Play again starts; 0 means 600 ms.
	Pace time.Duration
}

// New returns the table of a running match of Desolated. It is a
// scenes.TableFunc.
func New(m *match.Match) scenes.Scene { return NewTable(m, Options{}) }

var _ scenes.TableFunc = New

// Table is the screen of one match of Desolated.
type Table struct {
	m   *match.Match
	opt Options
	lay layout
	now int64

	seats     int
	humans    int
	viewer    rules.Seat // whose hand is shown
	spectator bool
	pinned    rules.Seat // the seat whose inventory the player asked to see, or NoSeat

	view   *dr.State
	moves  int
	dirty  bool
	toMove rules.Seat
	prompt rules.Prompt
	legal  []rules.Move
	mine   bool // the viewer must move now

	sel     obj    // the first step of a two-step move, or objNone
	drops   []obj  // the objects of the hand's drop targets, in order
	spots   []spot // every object on screen that a legal move starts or ends with
	choices []choice
	buttons []choice

	zoom       *scenes.CardView // a card shown large after a long press
	hand       *scenes.Hand
	handIDs    []int
	pending    rules.Move // the move of a hand card accepted on a drop target
	hasPending bool

	inv invLayout

	log     scenes.LogPanel
	entries []match.Entry
	passTo  rules.Seat
	pause   *scenes.Dialog
	saves   match.SaveReport // what the player was told of the autosave
	results bool
	again   *scenes.Button
	toMenu  *scenes.Button
	undo    *scenes.Button
	menu    *scenes.Button
	cont    *scenes.Button

	cache *sprites.Cache
	faces *faces
	stars *sprites.Starfield

	handPays dr.Bundle // what the hand cards with a legal Pay move pay

	// Text built when it changes.
	seatLines [dr.MaxSeats][2]string
	title     string
}

// spot is an object on screen, where it is.
type spot struct {
	o obj
	r scenes.Rect
}

// choice is a button that makes a move.
type choice struct {
	b  *scenes.Button
	mv rules.Move
}

// NewTable returns the table of m run with the given options.
func NewTable(m *match.Match, opt Options) *Table {
	t := &Table{m: m, opt: opt, dirty: true, passTo: rules.NoSeat, pinned: rules.NoSeat, moves: -1}
	if opt.Pace == 0 {
		t.opt.Pace = 600 * time.Millisecond
	}
	t.seats = len(m.Seats())
	t.viewer = rules.NoSeat
	for i := range t.seats {
		if !m.IsBot(rules.Seat(i)) {
			if t.humans == 0 {
				t.viewer = rules.Seat(i)
			}
			t.humans++
		}
	}
	if opt.Attract {
		t.viewer = rules.NoSeat
	}
	t.spectator = t.viewer == rules.NoSeat
	t.hand = scenes.NewHand(handW, handH)
	t.hand.Reorder = false
	t.hand.Accept = t.acceptDrop
	t.undo = scenes.NewButton("Undo", scenes.Rect{})
	t.menu = scenes.NewButton("Menu", scenes.Rect{})
	t.cont = scenes.NewButton("I am here", scenes.Rect{})
	t.cont.Primary = true
	t.again = scenes.NewButton("Play again", scenes.Rect{})
	t.toMenu = scenes.NewButton("Menu", scenes.Rect{})
	t.toMenu.Primary = true
	t.title = m.Title().Name
	t.cache = sprites.NewCache(64)
	t.faces = newFaces()
	return t
}

func (t *Table) exit() scenes.Change {
	if t.opt.Exit.IsStay() {
		return scenes.Home(nil)
	}
	return t.opt.Exit
}

// Update handles one tick.
func (t *Table) Update(ctx *scenes.Context) scenes.Change {
	t.now = ctx.Tick
	if t.lay.fit(ctx.W, ctx.H, t.seats) {
		t.dirty = true // lay the inventory and the controls out again
	}
	t.poll()
	t.refresh()
	in := ctx.In
	if t.opt.Attract {
		if in.Tap || in.Intents != 0 {
			t.m.Close()
			return t.exit()
		}
		return scenes.Stay
	}
	if t.pause != nil {
		switch t.pause.Update(ctx) {
		case 0:
			t.pause = nil
		case 1:
			t.m.Close()
			return t.exit()
		}
		return scenes.Stay
	}
	if t.results {
		t.layoutResults()
		if t.toMenu.Update(in) || in.Has(input.Confirm) {
			t.m.Close()
			return t.exit()
		}
		if t.again.Update(in) {
			if next := t.playAgain(ctx); next != nil {
				return scenes.Replace(next)
			}
		}
		return scenes.Stay
	}
	if t.passTo != rules.NoSeat {
		t.cont.Rect = scenes.Rect{X: ctx.W/2 - 150, Y: ctx.H/2 + 60, W: 300, H: 64}
		if t.cont.Update(in) || in.Has(input.Confirm) {
			t.viewer, t.passTo = t.passTo, rules.NoSeat
			t.dirty = true
			t.refresh()
		}
		return scenes.Stay
	}
	if in.Has(input.Back) || t.menu.Update(in) {
		text := "The game is saved after every move; you can resume it from the title screen."
		if t.saves.Failing() {
			text = "The last move could not be saved. Play goes on, and the next move tries again."
		}
		t.pause = scenes.NewDialog("Game paused", text, "Resume", "Quit to menu")
		return scenes.Stay
	}
	if (t.undo.Update(in) || in.Has(input.Undo)) && t.viewer != rules.NoSeat && t.m.CanUndo(t.viewer) {
		if t.m.Undo(t.viewer) == nil {
			t.sel = obj{}
			t.dirty = true
		}
		return scenes.Stay
	}
	if t.zoom != nil {
		t.zoom.Update(ctx)
		if !t.zoom.ZoomShowing() {
			t.zoom = nil
		}
		return scenes.Stay
	}
	if in.LongPress && !t.hand.Busy() {
		if kind, id, r, ok := t.cardAt(in.X, in.Y); ok {
			t.zoomCard(kind, id, r)
			return scenes.Stay
		}
	}
	for i := range t.seats {
		if in.Tap && t.lay.seats[i].Contains(in.X, in.Y) {
			if t.pinned == rules.Seat(i) {
				t.pinned = rules.NoSeat
			} else {
				t.pinned = rules.Seat(i)
			}
			t.dirty = true
			return scenes.Stay
		}
	}
	if !t.mine {
		return scenes.Stay
	}
	t.place()
	ev := t.hand.Update(ctx)
	switch ev.Kind {
	case scenes.HandTapped:
		t.tap(obj{kind: objHand, a: int16(ev.Card)})
		return scenes.Stay
	case scenes.HandDropped:
		if t.hasPending {
			t.hasPending = false
			t.submit(t.pending)
		}
		return scenes.Stay
	case scenes.HandRefused:
		return scenes.Stay
	}
	if t.hand.Busy() {
		return scenes.Stay
	}
	for _, c := range t.buttons {
		if c.b.Update(in) {
			t.submit(c.mv)
			return scenes.Stay
		}
	}
	for _, c := range t.choices {
		if c.b.Update(in) {
			t.submit(c.mv)
			return scenes.Stay
		}
	}
	if in.Tap {
		if o, ok := t.spotAt(in.X, in.Y); ok {
			t.tap(o)
		} else if t.sel.kind != objNone {
			t.sel = obj{}
			t.hand.Select(-1)
		}
	}
	return scenes.Stay
}

// poll adds what happened to the log.
func (t *Table) poll() {
	t.entries = t.m.Poll(t.entries[:0])
	for _, e := range t.entries {
		for _, line := range t.m.Describe(e, t.viewer) {
			t.log.Add(t.named(line))
		}
		t.dirty = true
	}
}

// named replaces "seat N" with the seat's name and starts with a capital.
func (t *Table) named(s string) string {
	seats := t.m.Seats()
	for i := len(seats) - 1; i >= 0; i-- {
		s = strings.ReplaceAll(s, "seat "+strconv.Itoa(i+1), seats[i].Name)
	}
	if s != "" && s[0] >= 'a' && s[0] <= 'z' {
		s = strings.ToUpper(s[:1]) + s[1:]
	}
	return s
}

// refresh reads the match again when it has changed.
func (t *Table) refresh() {
	moves := t.m.Moves()
	if moves == t.moves && !t.dirty {
		return
	}
	t.moves, t.dirty = moves, false
	if msg := t.saves.Update(t.m); msg != "" {
		t.log.Add(msg)
	}
	t.toMove = t.m.ToMove()
	if !t.spectator && t.toMove != rules.NoSeat && !t.m.IsBot(t.toMove) && t.toMove != t.viewer && t.humans > 1 {
		t.passTo = t.toMove
	}
	viewer := t.viewer
	if viewer == rules.NoSeat {
		viewer = 0
	}
	t.view = t.m.View(viewer).(*dr.State)
	t.prompt = t.m.Prompt()
	t.mine = !t.spectator && t.passTo == rules.NoSeat && t.toMove == t.viewer && !t.m.IsBot(t.toMove)
	t.legal = t.legal[:0]
	if t.mine {
		t.legal = t.m.Legal(t.toMove)
	}
	if t.m.Over() && !t.results {
		t.results = true
	}
	t.undo.Enabled = t.viewer != rules.NoSeat && t.m.CanUndo(t.viewer)
	t.sel = obj{}
	t.syncHand()
	t.layoutInventory()
	t.buildControls()
	t.sumHandPays()
	t.seatTexts()
}

// focus is the seat whose inventory is shown: the one asked for, else
// the viewer on their turn, else the seat whose turn it is.
func (t *Table) focus() rules.Seat {
	if t.pinned != rules.NoSeat {
		return t.pinned
	}
	if t.mine || t.view == nil {
		return t.viewer
	}
	return t.view.Active()
}

// submit plays mv for the viewer.
func (t *Table) submit(mv rules.Move) {
	t.sel = obj{}
	t.hand.Select(-1)
	if err := t.m.Submit(t.viewer, mv); err != nil {
		t.log.Add(err.Error())
	}
	t.dirty = true
	t.refresh()
}

// tap is a tap on object o: it makes the move o completes, or selects o as
// the first step of moves that need another.
func (t *Table) tap(o obj) {
	if t.sel.kind != objNone {
		for _, mv := range t.legal {
			if a, b := t.path(mv); a == t.sel && b == o {
				t.submit(mv)
				return
			}
		}
	}
	var two bool
	for _, mv := range t.legal {
		a, b := t.path(mv)
		if a != o {
			continue
		}
		if b.kind == objNone {
			t.submit(mv)
			return
		}
		two = true
	}
	if two && t.sel != o {
		t.sel = o
		if o.kind == objHand {
			t.hand.Select(int(o.a))
		}
	} else {
		t.sel = obj{}
		t.hand.Select(-1)
	}
	t.buildControls()
}

// starts reports whether o is the first step of a legal move; ends whether
// it completes one from the selection.
func (t *Table) starts(o obj) bool {
	for _, mv := range t.legal {
		if a, _ := t.path(mv); a == o {
			return true
		}
	}
	return false
}

func (t *Table) ends(o obj) bool {
	if t.sel.kind == objNone {
		return false
	}
	for _, mv := range t.legal {
		if a, b := t.path(mv); a == t.sel && b == o {
			return true
		}
	}
	return false
}

// spotAt returns the object under x, y that a legal move starts or ends
// with.
func (t *Table) spotAt(x, y float64) (obj, bool) {
	for i := len(t.spots) - 1; i >= 0; i-- {
		s := t.spots[i]
		if s.r.Contains(x, y) && (t.ends(s.o) || t.starts(s.o) && t.sel.kind == objNone || t.starts(s.o) && !t.anyEnds()) {
			return s.o, true
		}
	}
	for i := len(t.spots) - 1; i >= 0; i-- {
		if t.spots[i].r.Contains(x, y) && t.starts(t.spots[i].o) {
			return t.spots[i].o, true
		}
	}
	return obj{}, false
}

func (t *Table) anyEnds() bool {
	for _, s := range t.spots {
		if t.ends(s.o) {
			return true
		}
	}
	return false
}

// rareInHand reports whether hand card i of the viewer is a Rare card.
func (t *Table) rareInHand(i int16) bool {
	if t.view == nil || t.viewer == rules.NoSeat {
		return false
	}
	h := t.view.Hand(t.viewer)
	return int(i) < len(h) && h[i] >= 0 && dr.Materials[h[i]].Kind == dr.RareCard
}

// rareAt reports whether inventory position i of the viewer is a Rare card.
func (t *Table) rareAt(i int16) bool {
	if t.view == nil || t.viewer == rules.NoSeat {
		return false
	}
	n := int16(0)
	for _, g := range t.view.Inventory(t.viewer) {
		for _, id := range g {
			if n == i {
				return dr.Materials[id].Kind == dr.RareCard
			}
			n++
		}
	}
	return false
}

// seatTexts builds the lines of the seat panel.
func (t *Table) seatTexts() {
	seats := t.m.Seats()
	for i := range t.seats {
		s := rules.Seat(i)
		who := "bot, " + seats[i].Player.Level.String()
		if !seats[i].Player.Bot {
			who = "person"
		}
		t.seatLines[i][0] = seats[i].Name
		t.seatLines[i][1] = strconv.Itoa(t.view.Score(s)) + " VP · " + strconv.Itoa(len(t.view.LandmarkCards(s))) + " Landmarks · " +
			strconv.Itoa(t.view.HandSize(s)) + " in hand · " + who
	}
}

// playAgain starts a new match with the same seats and options.
func (t *Table) playAgain(ctx *scenes.Context) scenes.Scene {
	setup := t.m.Setup()
	rng := rules.NewRNG(setup.Seed)
	setup.Seed = rng.Uint64()
	cfg := match.Config{Title: t.m.Title(), Setup: setup, Seats: t.m.Seats(), Pace: t.opt.Pace,
		Yield: ctx.App.Yield, BotTimeLimit: ctx.App.BotTimeLimit}
	if ctx.App.Store != nil && !t.opt.Attract {
		cfg.Store = ctx.App.Store(t.m.Title().Slug)
	}
	m, err := match.New(cfg)
	if err != nil {
		t.log.Add(err.Error())
		return nil
	}
	t.m.Close()
	return NewTable(m, t.opt)
}

// cardAt returns the face-up card shown at x, y outside the hand.
func (t *Table) cardAt(x, y float64) (kind uint8, id int, r scenes.Rect, ok bool) {
	if t.view == nil {
		return 0, 0, r, false
	}
	l := &t.lay
	for i, rc := range l.lmRow {
		if id := t.view.LandmarkRowCard(i); id >= 0 && rc.Contains(x, y) {
			return faceLandmark, id, rc, true
		}
	}
	for i, rc := range l.infRow {
		if id, _ := t.view.InfluenceRowCard(i); id >= 0 && rc.Contains(x, y) {
			return faceInfluence, id, rc, true
		}
	}
	for i, rc := range l.matRow {
		if id := t.view.MaterialRowCard(i); id >= 0 && rc.Contains(x, y) {
			return faceMaterial, id, rc, true
		}
	}
	for _, c := range t.inv.cards {
		if c.r.Contains(x, y) {
			return faceMaterial, c.id, c.r, true
		}
	}
	for _, it := range t.inv.infl {
		if it.r.Contains(x, y) {
			return faceInfluence, it.id, it.r, true
		}
	}
	for _, it := range t.inv.lms {
		if it.r.Contains(x, y) {
			return faceLandmark, it.id, it.r, true
		}
	}
	return 0, 0, r, false
}

// zoomCard opens the large view of a card shown at r.
func (t *Table) zoomCard(kind uint8, id int, r scenes.Rect) {
	cv := scenes.NewCardView(id, r.W, r.H, func(c *scenes.Canvas, w, h float64, _ bool) {
		t.faces.draw(c, kind, id, scenes.Rect{W: w, H: h})
	})
	cv.Node.X, cv.Node.Y = r.X+r.W/2, r.Y+r.H/2
	cv.OpenZoom(t.now)
	t.zoom = cv
}
