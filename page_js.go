package main

import (
	"fmt"
	"runtime/metrics"
	"strings"
	"sync"
	"syscall/js"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/internal/webstore"
	"starboard/match"
	"starboard/rules"
	"starboard/scenes"
)

// firstFrameEvent is dispatched on window once the game has drawn its
// first frame; index.html takes the loading screen away then.
const firstFrameEvent = "starboard:firstframe"

// pageStatus is what the page, and the browser test, read of the program
// through window.starboard:
//
//	frames       animation frames the page has run since the program started
//	ticks        game updates so far (ebiten.Tick)
//	fps          frames per second over the last second (ebiten.ActualFPS)
//	firstFrameMs milliseconds from navigation to the first frame after the
//	             first update (within one frame), 0 before
//	longestGapMs the longest time between two frames since the last game
//	             opened: how long the page froze at worst
//	playGapMs    the same without the gaps of the table's opening (the
//	             first openingFrames frames): how long the page froze
//	             while the game went on
//	opening      the first openingTrace frames since the last game
//	             opened, each as "gap ms (update ms + draw ms, gc ms)":
//	             how much of a frame's time was the program's own Update
//	             and Draw, and the collector's (as Go's runtime counts it)
//	game         the slug of the last game opened, "" before any
//	moves        the moves played in that game
//	toMove       the name of the seat to move in it, "" when none
//	over         whether that game is over
//	error        what went wrong in that game (an autosave, a bot), or ""
//	seat         the seat this page holds at an online table, else -1
//	link         the link to an online table: up, reconnecting or lost;
//	             "" for a game on this device
//	legal        the texts of the seat's legal moves when it is to move at
//	             an online table (and no move of its is on its way) and
//	             its table is ready for the move, as a person finds it
//	             (the turn announced), else none
//	pending      the move that seat sent and has had no answer for, or ""
//	play(text)   plays a move for that seat; returns why not, or ""
//	target(name) the centre {x, y} of the top screen's target name, or null
//	buzzes       how many times the page asked the phone to vibrate (a
//	             person's turn began: App.Buzz)
//	persistent   whether saves outlive the page (localStorage works)
//	saved        the names kept in localStorage
type pageStatus struct {
	mu         sync.Mutex
	frames     int
	firstFrame float64
	lastFrame  float64
	longestGap float64
	playGap    float64
	opening    int // frames of the last game's opening still to come
	trace      []string
	work       float64 // ms of Update and Draw since the page's last frame
	updateMs   float64
	gcMs       float64 // gcMs at the last traced frame
	game       string
	match      *match.Match
	table      scenes.Scene // the table of that game
	root       *scenes.Root // the program's scenes, for target
	buzzes     int
}

var page pageStatus

// openingTrace is how many frames of a table's opening are traced.
const openingTrace = 12

// openingFrames is the number of frames that open a table, whichever runs
// first in a frame, Ebitengine's callback or the page's: the one that
// builds the table and draws it, and the one after.
const openingFrames = 2

// buzzed counts one buzz.
func (p *pageStatus) buzzed() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.buzzes++
}

// opened records the game whose table is being opened.
func (p *pageStatus) opened(slug string, m *match.Match) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.game, p.match, p.table, p.longestGap, p.playGap, p.opening = slug, m, nil, 0, 0, openingFrames
	p.trace = p.trace[:0]
	p.gcMs = gcMs()
}

var gcSample = []metrics.Sample{{Name: "/cpu/classes/gc/total:cpu-seconds"}}

// gcMs returns the time the collector has taken so far, in milliseconds.
func gcMs() float64 {
	metrics.Read(gcSample)
	if gcSample[0].Value.Kind() != metrics.KindFloat64 {
		return 0
	}
	return gcSample[0].Value.Float64() * 1000
}

// frame counts one animation frame of the page at time now.
func (p *pageStatus) frame(now float64) (first bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.frames++
	if p.lastFrame > 0 {
		gap := now - p.lastFrame
		p.longestGap = max(p.longestGap, gap)
		if p.opening == 0 {
			p.playGap = max(p.playGap, gap)
		}
		if p.game != "" && len(p.trace) < openingTrace {
			gc := gcMs()
			p.trace = append(p.trace, fmt.Sprintf("%.0f (%.0f+%.0f, gc %.0f)", gap, p.updateMs, p.work-p.updateMs, gc-p.gcMs))
			p.gcMs = gc
		}
	}
	p.work, p.updateMs = 0, 0
	p.opening = max(p.opening-1, 0)
	p.lastFrame = now
	if p.firstFrame == 0 && ebiten.Tick() > 0 {
		p.firstFrame = now
		return true
	}
	return false
}

// timed is the game with its Update and Draw timed for the opening trace.
type timed struct{ *scenes.Root }

// platformGame times the root's work for the page's opening trace.
func platformGame(root *scenes.Root) ebiten.Game {
	page.mu.Lock()
	page.root = root
	page.mu.Unlock()
	return timed{root}
}

func (g timed) Update() error {
	if !page.tracing() {
		return g.Root.Update()
	}
	start := time.Now()
	err := g.Root.Update()
	ms := time.Since(start).Seconds() * 1000
	page.mu.Lock()
	page.work += ms
	page.updateMs += ms
	page.mu.Unlock()
	return err
}

func (g timed) Draw(screen *ebiten.Image) {
	if !page.tracing() {
		g.Root.Draw(screen)
		return
	}
	start := time.Now()
	g.Root.Draw(screen)
	ms := time.Since(start).Seconds() * 1000
	page.mu.Lock()
	page.work += ms
	page.mu.Unlock()
}

// tracing reports whether the opening of a table is being traced: after
// that, frames are not timed at all.
func (p *pageStatus) tracing() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.game != "" && len(p.trace) < openingTrace
}

// shows records the table of the game opened last.
func (p *pageStatus) shows(table scenes.Scene) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.table = table
}

// ready returns the legal moves the table of the last game offers now,
// and whether it is a table that says (the kit's tables do).
func (p *pageStatus) ready() ([]rules.Move, bool) {
	p.mu.Lock()
	t, ok := p.table.(interface{ Legal() []rules.Move })
	p.mu.Unlock()
	if !ok {
		return nil, false
	}
	return t.Legal(), true
}

func (p *pageStatus) current() *match.Match {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.match
}

// target returns the centre of the top screen's target called name (a
// button's label as scenes.TargetName writes it: "review-a-saved-game"),
// in the canvas's units, or null: the browser test taps the buttons where
// the screen lays them out, not where a layout once put them.
func (p *pageStatus) target(name string) any {
	p.mu.Lock()
	root := p.root
	p.mu.Unlock()
	if root == nil {
		return nil
	}
	t, ok := scenes.FindTarget(root.Top(), name)
	if !ok {
		return nil
	}
	x, y := t.Center()
	return map[string]any{"x": x, "y": y}
}

// play plays text, a move in the rules' notation, for the seat this page
// holds at an online table, as a tap on the table would; it returns why
// not, or "". The browser test plays its online game through it.
func (p *pageStatus) play(text string) string {
	m := p.current()
	if m == nil {
		return "no game is open"
	}
	seat, ok := m.Remote()
	if !ok || seat < 0 {
		return "this page holds no seat at an online table"
	}
	if err := m.SubmitText(seat, text); err != nil {
		return err.Error()
	}
	return ""
}

// expose sets window.starboard, an object of read-only properties whose
// getters ask the program, and starts counting frames.
func (p *pageStatus) expose() {
	global := js.Global()
	status := global.Get("Object").New()
	getters := map[string]func() any{
		"frames":       func() any { p.mu.Lock(); defer p.mu.Unlock(); return p.frames },
		"ticks":        func() any { return ebiten.Tick() },
		"fps":          func() any { return ebiten.ActualFPS() },
		"firstFrameMs": func() any { p.mu.Lock(); defer p.mu.Unlock(); return p.firstFrame },
		"longestGapMs": func() any { p.mu.Lock(); defer p.mu.Unlock(); return p.longestGap },
		"playGapMs":    func() any { p.mu.Lock(); defer p.mu.Unlock(); return p.playGap },
		"opening":      func() any { p.mu.Lock(); defer p.mu.Unlock(); return strings.Join(p.trace, ", ") },
		"game":         func() any { p.mu.Lock(); defer p.mu.Unlock(); return p.game },
		"buzzes":       func() any { p.mu.Lock(); defer p.mu.Unlock(); return p.buzzes },
		"moves": func() any {
			if m := p.current(); m != nil {
				return m.Moves()
			}
			return 0
		},
		"toMove": func() any {
			m := p.current()
			if m == nil {
				return ""
			}
			seat, seats := m.ToMove(), m.Seats()
			if seat < 0 || int(seat) >= len(seats) {
				return ""
			}
			return seats[seat].Name
		},
		"over": func() any {
			m := p.current()
			return m != nil && m.Over()
		},
		"error": func() any {
			if m := p.current(); m != nil && m.Err() != nil {
				return m.Err().Error()
			}
			return ""
		},
		"seat": func() any {
			if m := p.current(); m != nil {
				if seat, ok := m.Remote(); ok {
					return int(seat)
				}
			}
			return -1
		},
		"pending": func() any {
			if m := p.current(); m != nil {
				if mv, ok := m.Pending(); ok {
					return mv.Text
				}
			}
			return ""
		},
		"link": func() any {
			if m := p.current(); m != nil {
				if _, ok := m.Remote(); ok {
					status, _ := m.Link()
					return status.String()
				}
			}
			return ""
		},
		"legal": func() any {
			m := p.current()
			var texts []any
			if m == nil {
				return texts
			}
			seat, ok := m.Remote()
			if !ok || seat < 0 || m.ToMove() != seat || m.Waiting() {
				return texts
			}
			moves := m.Legal(seat)
			if offered, ok := p.ready(); ok {
				moves = offered
			}
			for _, mv := range moves {
				texts = append(texts, m.MoveText(mv))
			}
			return texts
		},
		"persistent": func() any { return webstore.Persistent() },
		"saved": func() any {
			names := webstore.List()
			list := make([]any, len(names))
			for i, n := range names {
				list[i] = n
			}
			return list
		},
	}
	define := global.Get("Object").Get("defineProperty")
	for name, get := range getters {
		desc := js.ValueOf(map[string]any{"enumerable": true})
		desc.Set("get", js.FuncOf(func(js.Value, []js.Value) any { return get() }))
		define.Invoke(status, name, desc)
	}
	status.Set("target", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) != 1 {
			return nil
		}
		return p.target(args[0].String())
	}))
	status.Set("play", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) != 1 {
			return "play takes one move's text"
		}
		return p.play(args[0].String())
	}))
	global.Set("starboard", status)

	requestFrame := global.Get("requestAnimationFrame")
	event := global.Get("Event")
	var onFrame js.Func
	onFrame = js.FuncOf(func(_ js.Value, args []js.Value) any {
		// args[0] is the frame's time, in the milliseconds of performance.now.
		if p.frame(args[0].Float()) {
			global.Call("dispatchEvent", event.New(firstFrameEvent))
		}
		requestFrame.Invoke(onFrame)
		return nil
	})
	requestFrame.Invoke(onFrame)
}
