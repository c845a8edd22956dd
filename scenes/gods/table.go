package gods

import (
	"time"

	"starboard/match"
	"starboard/rules"
	"starboard/rules/gods"
	"starboard/scenes"
	"starboard/scenes/input"
)

// Options say how a table is run.
type Options struct {
	// Attract runs an all-bot match as a kiosk's idle screen: no seat's
	// needs are shown, a tap anywhere leaves, and a finished game stays on
	// its results (the attract loop starts the next demo; see
	// scenes.Title.Attract).
	Attract bool
	// Exit is the change that leaving the table makes (Menu, quit, or a tap
	// in attract mode). The zero value means scenes.Home(nil).
	Exit scenes.Change
	// Pace is the bot pace of the match "Play again" starts; 0 means 600 ms.
	Pace time.Duration
}

// New returns the table of a running match of Gods Don't Play Dice. It is a
// scenes.TableFunc. People play the seats that are not bots, passing the
// device between them when more than one plays.
func New(m *match.Match) scenes.Scene { return NewTable(m, Options{}) }

// NewAttract returns the table of an all-bot match shown while a kiosk is
// idle; a tap anywhere leaves it with scenes.Pop().
func NewAttract(m *match.Match) scenes.Scene {
	return NewTable(m, Options{Attract: true, Exit: scenes.Pop()})
}

var _ scenes.TableFunc = New

// Table is the screen of one match of Gods Don't Play Dice.
type Table struct {
	m    *match.Match
	opt  Options
	art  *art
	lay  layout
	now  int64
	name namer

	seats     int
	humans    int
	viewer    rules.Seat // whose hand is shown; NoSeat for a spectator
	spectator bool

	mod   model
	order [gods.Continents][gods.Spaces]int // ring position of each space

	// What the match asks, refreshed when something happened.
	dirty     bool
	synced    bool // the model was set from a view and the game waits for a person
	revealing bool // the final check is being shown
	stale     bool // the model did not follow the events as the viewer saw them (undo, new viewer)
	toMove    rules.Seat
	prompt    rules.Prompt
	promptTxt string
	hintTxt   string
	legal     []rules.Move
	canUndo   bool

	entries []match.Entry
	queue   []queued
	qHead   int
	anim    anim
	hist    []rules.Event // every event shown, for the log of another viewer

	ctx     scenes.Context // this tick's context, its input taken by the hand when it must be
	hv      handView
	sel     selection
	hi      highlights
	oxy     oxygenChoice
	pause   bool
	passTo  rules.Seat // a person the device must be handed to, or NoSeat
	still   bool       // the kiosk's "still playing?" question is up
	results resultsView
	aid     aidView

	hover    hoverState
	toast    string
	toastEnd int64
	saves    match.SaveReport // what the player was told of the autosave
	banner   banner
	log      logView
	seatRole [4]string

	buttons  [numButtons]button
	scoreNow float64 // the score shown, counting up to the model's

	// Text built when it changes, never per frame.
	td          scenes.TextDrawer
	handTitle   string
	handTitleW  float64
	promptLines []string
	hintLines   []string
	seatTag     [4]string
	bagTxt      string
	bagN        int
	spaceTxt    [gods.Continents][gods.Spaces]string
	oxyText     string
	openTxt     string
	passTxt     string
}

// NewTable returns the table of m run with the given options.
func NewTable(m *match.Match, opt Options) *Table {
	t := &Table{m: m, opt: opt, art: newArt(), name: newNamer(m), dirty: true, passTo: rules.NoSeat}
	if opt.Pace == 0 {
		t.opt.Pace = 600 * time.Millisecond
	}
	t.seats = len(m.Seats())
	for i, s := range m.Seats() {
		t.art.seatColors[i] = s.ColorIndex(i)
	}
	t.viewer = rules.NoSeat
	for i := 0; i < t.seats; i++ {
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
	if first := m.ToMove(); !t.spectator && first != rules.NoSeat && !m.IsBot(first) {
		t.viewer = first
	}
	if t.humans > 1 && !opt.Attract && !m.Over() {
		t.passTo = t.viewer
		t.passTxt = "Tap when only " + t.name.name(t.viewer) + " can see the screen."
	}
	t.sel.reset()
	t.initButtons()
	t.initHand()
	v := t.view()
	// What happened before the table opened is in the view already.
	t.entries = m.Poll(t.entries[:0])
	clear(t.entries)
	for c := 0; c < gods.Continents; c++ {
		t.order[c] = ringOrder(v.FaceOf(c))
		t.art.conts[c] = &contArt{face: v.FaceOf(c), order: t.order[c]}
	}
	t.mod.setFrom(v)
	t.hideForSpectator()
	t.scoreNow = float64(t.mod.score)
	t.log.max = 80
	t.bagN = -1
	for c := 0; c < gods.Continents; c++ {
		f := v.FaceOf(c)
		for sp := 0; sp < gods.Spaces; sp++ {
			if sp == gods.WhiteSpace {
				t.spaceTxt[c][sp] = contLetters[c] + " white space: Oxygen only"
				continue
			}
			t.spaceTxt[c][sp] = contLetters[c] + num(sp+1) + ": " + soilNames[f.Soils[sp]] + " soil"
		}
	}
	for i := 0; i < t.seats; i++ {
		seat := m.Seat(rules.Seat(i))
		switch {
		case seat.Player.Bot:
			t.seatTag[i] = "bot, " + seat.Player.Level.String()
		case t.humans == 1:
			t.seatTag[i] = "you"
		default:
			t.seatTag[i] = "human"
		}
	}
	return t
}

// view returns the match as the viewer may see it; a spectator sees what
// seat 0 sees, with every need it knows hidden again (hideForSpectator).
func (t *Table) view() *gods.State {
	seat := t.viewer
	if seat == rules.NoSeat {
		seat = 0
	}
	return t.m.View(seat).(*gods.State)
}

func (t *Table) hideForSpectator() {
	if !t.spectator {
		return
	}
	for c := range t.mod.board {
		for sp := range t.mod.board[c] {
			if p := &t.mod.board[c][sp]; !p.up {
				p.pawn = gods.NoPawn
			}
		}
	}
	for i := range t.mod.hands {
		for j := range t.mod.hands[i] {
			t.mod.hands[i][j].pawn = gods.NoPawn
		}
	}
}

// Update advances the table one tick.
func (t *Table) Update(ctx *scenes.Context) scenes.Change {
	t.ctx = *ctx
	ctx = &t.ctx
	t.now = ctx.Tick
	t.td = ctx.App.Text
	if t.lay.w != ctx.W || t.lay.h != ctx.H {
		if t.lay.w != 0 {
			t.art.ensure(0) // the sizes of panels and continents change with the shape
		}
		t.lay = newLayout(ctx.W, ctx.H, t.seats)
		t.placeButtons()
		t.placeHand()
		t.placeAid()
		t.refreshText()
	}
	zoomed := t.hv.hand.Zoomed() != nil
	t.updateHand(ctx)
	if zoomed || t.hv.hand.Zoomed() != nil {
		// The pawn shown large takes the pointer and Esc.
		ctx.In = input.Frame{X: ctx.In.X, Y: ctx.In.Y}
	}
	in := ctx.In
	if t.opt.Attract {
		if in.Tap || in.Press || in.Intents != 0 {
			ctx.App.Touch()
			return t.leave()
		}
	}
	if ch, done := t.updateOverlays(ctx); done {
		return ch
	}
	if t.updateAid(ctx) {
		return scenes.Stay
	}
	t.pump(ctx)
	t.settle(ctx)
	t.stepScore(ctx)
	if t.bagN != t.mod.bagN {
		t.bagN = t.mod.bagN
		t.bagTxt = num(t.bagN) + " pawns"
	}
	t.updateHover(in)
	if t.results.on {
		return t.updateResults(ctx)
	}
	if t.opt.Attract {
		return scenes.Stay
	}
	if in.Has(input.Back) {
		t.pause = true
		t.sel.reset()
		return scenes.Stay
	}
	t.updateButtons(ctx)
	if in.Has(input.Undo) {
		t.undo(ctx)
	}
	if t.ready() {
		t.interact(ctx)
	}
	return scenes.Stay
}

// leave closes the match and goes where Options.Exit says.
func (t *Table) leave() scenes.Change {
	t.m.Close()
	if t.opt.Exit.IsStay() {
		return scenes.Home(nil)
	}
	return t.opt.Exit
}

// ready reports whether the viewer must decide now and may touch the
// table: nothing is animating and no dialog is up.
func (t *Table) ready() bool {
	return t.synced && !t.spectator && t.toMove == t.viewer && t.qHead == len(t.queue) && !t.anim.on &&
		!t.pause && t.passTo == rules.NoSeat && !t.oxy.open && !t.results.on && !t.still
}

// speed returns the factor of animation lengths: 1 normal, 0.5 fast, 0
// instant.
func speed(ctx *scenes.Context) float64 {
	switch ctx.App.Settings.AnimationSpeed {
	case 2:
		return 0.5
	case 3:
		return 0
	}
	return 1
}

// settle reads the match when everything it reported has been shown: the
// prompt always, and the view and legal moves when the game waits for a
// person (bots cannot move then, so the view matches what was shown).
func (t *Table) settle(ctx *scenes.Context) {
	if t.anim.on || t.qHead < len(t.queue) || t.passTo != rules.NoSeat {
		return
	}
	toMove := t.m.ToMove()
	if t.entries = t.m.Poll(t.entries[:0]); len(t.entries) > 0 {
		t.enqueue(t.entries)
		t.pump(ctx)
		return
	}
	if !t.dirty {
		return
	}
	stable := toMove == rules.NoSeat || !t.m.IsBot(toMove)
	t.toMove = toMove
	t.prompt = t.m.Prompt()
	if !stable {
		t.synced = false
		t.legal = t.legal[:0]
		t.canUndo = false
		t.refreshText()
		t.refreshTargets()
		t.dirty = false
		return
	}
	if toMove != rules.NoSeat && !t.spectator && toMove != t.viewer {
		if t.humans > 1 && t.hasSecretsFor(toMove) {
			t.passTo = toMove
			t.passTxt = "Tap when only " + t.name.name(toMove) + " can see the screen."
			t.sel.reset()
			return
		}
		t.setViewer(ctx, toMove)
	}
	t.sync(ctx)
}

// sync sets the model from the view and reads the legal moves.
func (t *Table) sync(ctx *scenes.Context) {
	t.tellSave()
	v := t.view()
	if modelCheck != nil && !t.stale && len(t.hist) > 0 {
		var fresh model
		fresh.setFrom(v)
		modelCheck(&t.mod, &fresh)
	}
	t.stale = false
	t.mod.setFrom(v)
	t.hideForSpectator()
	t.legal = t.legal[:0]
	t.canUndo = false
	if t.toMove != rules.NoSeat && t.toMove == t.viewer {
		t.legal = append(t.legal, t.m.Legal(t.toMove)...)
		t.canUndo = t.m.CanUndo(t.toMove)
	}
	t.synced = true
	t.dirty = false
	t.hv.leaving = -1
	t.sel.reset()
	if t.prompt.Kind == "place" && t.mod.indicated >= 0 && t.toMove == t.viewer {
		t.sel.slot = t.mod.indicated
	}
	t.refreshText()
	t.refreshTargets()
	if t.mod.over && !t.results.on {
		t.openResults(ctx)
	}
}

// hasSecretsFor reports whether the viewer knows a need that seat does not:
// then seat must not see the viewer's screen.
func (t *Table) hasSecretsFor(seat rules.Seat) bool {
	if t.viewer == rules.NoSeat {
		return false
	}
	v := t.m.View(t.viewer).(*gods.State)
	secret := func(tok gods.Token) bool {
		return tok.Pawn != gods.NoPawn && tok.KnownBy.Has(t.viewer) && !tok.KnownBy.Has(seat) && !tok.Up
	}
	for c := 0; c < gods.Continents; c++ {
		for sp := 0; sp < gods.Spaces; sp++ {
			if secret(v.At(c, sp)) {
				return true
			}
		}
	}
	for i := 0; i < t.seats; i++ {
		for j := 0; j < gods.HandSize; j++ {
			if secret(v.Hand(rules.Seat(i), j)) {
				return true
			}
		}
	}
	return false
}

// setViewer shows the table as seat sees it, its log included.
func (t *Table) setViewer(ctx *scenes.Context, seat rules.Seat) {
	t.viewer = seat
	t.stale = true
	t.log.clear()
	for _, e := range t.hist {
		t.logEvent(ctx, e)
	}
}

func (t *Table) refreshText() {
	t.promptTxt = t.name.text(t.prompt.Text)
	t.hintTxt = ""
	switch {
	case t.prompt.Kind == "over":
		t.promptTxt = "The planet is complete"
	case t.spectator:
	case t.toMove != t.viewer && t.m.IsBot(t.toMove):
		t.hintTxt = t.name.name(t.toMove) + " is thinking…"
	case t.toMove != t.viewer:
		t.hintTxt = "Waiting for " + t.name.name(t.toMove)
	default:
		t.hintTxt = hints[t.prompt.Kind]
		if a, j := t.mod.active, t.mod.indicated; t.prompt.Kind == "designate" && j >= 0 && t.mod.hands[a][j].on {
			t.hintTxt = t.name.name(a) + " points at " + aKind(t.mod.hands[a][j].kind) + ". Tap a glowing continent."
		}
		if t.prompt.Kind == "action" {
			_, act := t.view().ActionAt()
			t.hintTxt = actionHints[act]
		}
	}
	t.handTitle = t.name.name(t.viewer) + "'s hand"
	if t.humans == 1 {
		t.handTitle = "Your hand"
	}
	if t.td != nil && t.lay.w > 0 {
		t.handTitleW, _ = t.td.Measure(t.handTitle, 14*t.lay.u, true)
		t.promptLines = wrap(t.td, t.promptTxt, 21*t.lay.u, t.lay.prompt.W, true)
		t.hintLines = wrap(t.td, t.hintTxt, 17*t.lay.u, t.lay.prompt.W, false)
	}
	for i := 0; i < t.seats; i++ {
		seat := rules.Seat(i)
		role := ""
		switch {
		case t.prompt.Kind == "over":
		case seat == t.toMove && t.prompt.Kind == "designate":
			role = "designates"
		case seat == t.toMove && t.prompt.Kind == "share":
			role = "chooses a pawn to pass"
		case seat == t.toMove:
			role = "to play"
		case seat == t.mod.active:
			role = "active"
		case t.prompt.Kind == "share" && t.mod.committed[i]:
			role = "has chosen"
		}
		t.seatRole[i] = role
	}
}

var hints = map[string]string{
	"indicate":  "Tap the pawn you would like to place: everyone sees its colour.",
	"designate": "Tap a glowing continent.",
	"place":     "Drag a pawn onto a glowing space, or tap the pawn, then the space.",
	"lookmove":  "Tap a glowing space to move the pawn you looked at.",
	"share":     "Tap the pawn you pass to your left. Nobody sees your choice.",
	"shift":     "Tap a pawn, then a glowing space of another continent.",
}

var actionHints = [...]string{
	gods.Flip:     "Tap a face-down pawn of this continent to flip it.",
	gods.Exchange: "Tap two pawns to swap them; one must be on this continent.",
	gods.LookMove: "Tap a pawn of this continent to look at its need.",
}

func (t *Table) undo(ctx *scenes.Context) {
	if !t.canUndo || !t.ready() {
		return
	}
	if err := t.m.Undo(t.viewer); err != nil {
		t.showToast(err.Error())
		ctx.App.Play(sndError)
		return
	}
	t.dirty, t.synced, t.canUndo = true, false, false
	t.sel.reset()
}

// submit plays mv for the viewer.
func (t *Table) submit(ctx *scenes.Context, mv rules.Move) {
	t.sel.reset()
	t.oxy.open = false
	if err := t.m.Submit(t.viewer, mv); err != nil {
		t.showToast(t.name.text(err.Error()))
		ctx.App.Play(sndError)
		return
	}
	t.dirty, t.synced, t.canUndo = true, false, false
	t.hi = highlights{}
	t.tellSave() // Submit has just autosaved
}

// tellSave shows, for a while, that the autosave has failed or works
// again; the game goes on either way.
func (t *Table) tellSave() {
	if msg := t.saves.Update(t.m); msg != "" {
		t.showToast(msg)
		t.toastEnd = t.now + 360
	}
}

func (t *Table) showToast(s string) {
	t.toast = s
	t.toastEnd = t.now + 150
}

func (t *Table) stepScore(ctx *scenes.Context) {
	target := float64(t.mod.score)
	if speed(ctx) == 0 || t.scoreNow > target {
		t.scoreNow = target
		return
	}
	if t.scoreNow < target {
		t.scoreNow = min(target, t.scoreNow+0.2)
	}
}

// modelCheck, when set by a test, compares the model the events built with
// the view's at every point the game waits for a person.
var modelCheck func(shown, view *model)

// Sound ids, in the order of the audio package.
const (
	sndPick = iota
	sndPlace
	sndFlip
	sndReveal
	sndScore
	sndError
	sndTurn
)
