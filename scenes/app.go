package scenes

import (
	"context"
	"image/color"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/match"
	"starboard/wire"
)

// Align places text relative to its anchor point.
type Align uint8

// Text alignments.
const (
	Left Align = iota
	Center
	Right
)

// TextDrawer draws text at full resolution; sizes are in logical units and
// scale is device pixels per unit.
type TextDrawer interface {
	Draw(dst *ebiten.Image, s string, x, y, size, scale float64, c color.Color, align Align, bold bool)
	DrawWrapped(dst *ebiten.Image, s string, x, y, size, width, scale float64, c color.Color, bold bool) float64
	Measure(s string, size float64, bold bool) (w, h float64)
	// MeasureWrapped returns the height s takes drawn wrapped to width.
	MeasureWrapped(s string, size, width float64) float64
}

// Settings are the player's preferences.
type Settings struct {
	Master, Effects, Music float64 // volumes, 0 to 1
	Muted                  bool
	AnimationSpeed         int // 1 normal, 2 fast, 3 instant
	Fullscreen             bool
	HighContrast           bool
}

// DefaultSettings are the settings of a first run.
func DefaultSettings() Settings {
	return Settings{Master: 0.8, Effects: 0.8, Music: 0.4, AnimationSpeed: 1}
}

// Sound is the part of the audio player scenes use.
type Sound interface {
	Play(id int)
}

// App holds what every scene shares: text, sound, settings, the kiosk
// flag, and the quit request.
type App struct {
	Text     TextDrawer
	Sound    Sound
	Settings Settings
	Kiosk    bool
	// Shelf lists the titles that can be played, in menu order (see
	// package scenes/shelf).
	Shelf []Title
	// Planned lists the titles still to come, shown as "coming soon".
	Planned []Title
	// Store returns where the autosave of a title lives (a file on the
	// desktop, localStorage in the browser); nil means no autosave.
	Store func(slug string) match.Store
	// Yield is handed to matches for their bots (see match.Config.Yield).
	Yield func()
	// BotTimeLimit caps a bot's thinking per move (0: the level's budget
	// alone). The browser sets one: its single thread searches slowly.
	BotTimeLimit time.Duration
	// OnResize is called when the device scale changes, so image caches
	// can drop what they rendered at the old size.
	OnResize func(scale float64)
	// Clock tells the wall-clock time the kiosk counts its idle times on
	// (see Now and IdleFor); nil means time.Now. Tests put a fake clock
	// here, such as scenetest.TickClock, to pass idle minutes in a few
	// ticks.
	Clock func() time.Time
	// Staff, when set, returns the kiosk's staff screen: in kiosk mode a
	// press held StaffHold in the top-left corner (StaffCorner units
	// square) opens it above any screen (see Root.Update).
	Staff func() Scene
	// StaffExit, when set, is what the staff screen's exit does (the
	// browser leaves the kiosk page); nil ends the program (ExitKiosk).
	StaffExit func()
	// PickFile, when set, asks the person for a file (the browser's file
	// picker) and later calls got, from any goroutine, with what it holds;
	// got is never called when the person cancels. The title screen then
	// offers to review a saved game; the desktop has -replay FILE instead.
	PickFile func(got func(data []byte, err error))
	// Buzz, when set, vibrates the device briefly: a person's turn
	// begins (a phone's browser; see the table kit's announce).
	Buzz func()
	// Online reaches the tables a Starboard server holds; nil hides Play
	// online. Main gives it (package remote), so that the menus import no
	// title.
	Online Online
	// Server is the Starboard server "Play online" offers first: the one
	// that served the page in the browser; empty for the menus' own
	// default.
	Server string
	// Guide and SettingsScreen, when set, return the menus' How to play
	// (open on the title with this slug) and settings screens, which a
	// table's pause menu pushes above the table.
	Guide          func(slug string) Scene
	SettingsScreen func() Scene
	// Audit, when set, records the size on screen of every text and
	// symbol drawn (see Legibility); tests set it for a frame or two.
	Audit *Legibility

	tick        int64
	scale       float64   // device pixels per unit of the canvas last laid out
	ratio       float64   // device pixels per screen (CSS) pixel: the monitor's device scale factor
	lastInputAt time.Time // when the player last touched anything, on Clock
	quit        bool
	clips       map[clipKey]string // what Clip cut, so a frame cuts nothing again
}

// The kiosk's idle times, counted on the App's clock from the last touch
// (IdleFor), never in ticks: a loaded machine runs fewer ticks a second.
//
// Every screen follows them the same way. The title starts the attract
// loop after KioskAttractIdle. Any other menu goes back to the title with
// scenes.Home(nil) after KioskMenuIdle. A table asks whether anyone is
// still there after KioskStillIdle, and after KioskLeaveIdle (on its
// results too) it closes its match and returns scenes.Home(nil): the
// title, idle as well, then starts the attract loop at once. The attract
// loop leaves a finished demo's results up for AttractResults before it
// starts the demo of the next title on the shelf.
const (
	KioskAttractIdle = 60 * time.Second
	KioskMenuIdle    = 180 * time.Second
	KioskStillIdle   = 150 * time.Second
	KioskLeaveIdle   = 180 * time.Second
	AttractResults   = 12 * time.Second
)

// Now returns the time on the App's clock.
func (a *App) Now() time.Time {
	if a.Clock != nil {
		return a.Clock()
	}
	return time.Now()
}

// IdleFor returns how long, on the App's clock, since the player last
// touched anything.
func (a *App) IdleFor() time.Duration { return a.Now().Sub(a.lastInputAt) }

// KioskIdle reports whether the App is a kiosk that has been left alone
// for at least d (one of the Kiosk idle times).
func (a *App) KioskIdle(d time.Duration) bool { return a.Kiosk && a.IdleFor() >= d }

// Title returns the title on the shelf with the given slug.
func (a *App) Title(slug string) (*Title, bool) {
	for i := range a.Shelf {
		if a.Shelf[i].Slug() == slug {
			return &a.Shelf[i], true
		}
	}
	return nil, false
}

// Tick returns the current tick.
func (a *App) Tick() int64 { return a.tick }

// Touch marks the player as active now (a scene may call it when, say, a
// bot-driven attract loop hands control back).
func (a *App) Touch() { a.lastInputAt = a.Now() }

// The staff's way in at a kiosk: a press held this long, this close to the
// top-left corner (in logical units), on any screen.
const (
	StaffHold   = 3 * time.Second
	StaffCorner = 80.0
)

// ExitKiosk ends the program after this tick, even in kiosk mode: the
// staff screen's exit, once the staff code was given.
func (a *App) ExitKiosk() { a.quit = true }

// Quit ends the program after this tick (never in kiosk mode).
func (a *App) Quit() {
	if !a.Kiosk {
		a.quit = true
	}
}

// Play plays a sound effect, if there is sound.
func (a *App) Play(id int) {
	if a.Sound != nil {
		a.Sound.Play(id)
	}
}

func (a *App) beginTick(tick int64) { a.tick = tick }

func (a *App) resized(scale, ratio float64) {
	a.scale, a.ratio = scale, ratio
	if a.OnResize != nil {
		a.OnResize(scale)
	}
}

// MinTextPx is the least height on screen, in screen pixels, of a text
// or symbol that carries a rule (the legibility audit's bar is 12).
//
// Screen pixels are CSS pixels: a device pixel times the monitor's device
// scale factor (App.PixelRatio). A phone draws three device pixels to a
// CSS pixel, and 12 of its device pixels are a third of a desktop's 12
// pixels to the eye; 12 CSS pixels are about the same on both.
const MinTextPx = 12.5

// Scale returns the screen (CSS) pixels per logical unit of the canvas
// last laid out: the device pixels per unit over the pixel ratio; 1
// before the first layout.
func (a *App) Scale() float64 {
	if a.scale <= 0 {
		return 1
	}
	return a.scale / a.PixelRatio()
}

// PixelRatio returns the device pixels per screen (CSS) pixel: 1 on most
// desktops, 2 or 3 on phones.
func (a *App) PixelRatio() float64 {
	if a.ratio <= 0 {
		return 1
	}
	return a.ratio
}

// Enlarge returns the factor by which a text of size units must grow to be
// MinTextPx high on screen at the app's scale, at most limit: 1 when it
// is that high already (1280x720 and larger windows).
func (a *App) Enlarge(size, limit float64) float64 {
	return min(limit, max(1, MinTextPx/(size*a.Scale())))
}

// Text draws s with its anchor at x, y (the top of the line).
func (c *Canvas) Text(s string, x, y, size float64, col color.RGBA, align Align) {
	if c.App.Audit != nil {
		c.App.Audit.add(c, false, s, c.ScreenPx(size))
	}
	x, y, size, ink := c.textAt(x, y, size, col)
	c.App.Text.Draw(c.Dst, s, x, y, size, c.Scale, ink, align, false)
}

// Bold draws s in the bold face.
func (c *Canvas) Bold(s string, x, y, size float64, col color.RGBA, align Align) {
	if c.App.Audit != nil {
		c.App.Audit.add(c, false, s, c.ScreenPx(size))
	}
	x, y, size, ink := c.textAt(x, y, size, col)
	c.App.Text.Draw(c.Dst, s, x, y, size, c.Scale, ink, align, true)
}

// Paragraph draws s wrapped to width and returns the height it took.
func (c *Canvas) Paragraph(s string, x, y, size, width float64, col color.RGBA) float64 {
	if c.App.Audit != nil {
		c.App.Audit.add(c, false, s, c.ScreenPx(size))
	}
	k := c.cur.zoom()
	x, y, size, ink := c.textAt(x, y, size, col)
	return c.App.Text.DrawWrapped(c.Dst, s, x, y, size, width*k, c.Scale, ink, false) / k
}

// ParagraphHeight returns the height Paragraph would take to draw s: at
// the canvas's scale, where the text drawer can measure at a scale given
// (a refusal measured at the last text's scale wrapped to two lines and
// was drawn in three, past its box: the nineteenth review).
func (c *Canvas) ParagraphHeight(s string, size, width float64) float64 {
	k := c.cur.zoom()
	if m, ok := c.App.Text.(scaledMeasurer); ok {
		return m.MeasureWrappedAt(s, size*k, width*k, c.Scale) / k
	}
	return c.App.Text.MeasureWrapped(s, size*k, width*k) / k
}

// scaledMeasurer is a TextDrawer that measures wrapped text at a scale
// given.
type scaledMeasurer interface {
	MeasureWrappedAt(s string, size, width, scale float64) float64
}

// WrappedLines counts the lines of s broken at spaces within width at
// size, as a board lays out a text before it draws it.
func (c *Canvas) WrappedLines(s string, size, width float64) int {
	space, _ := c.Measure(" ", size)
	lines, x := 1, 0.0
	for len(s) > 0 {
		i := strings.IndexByte(s, ' ')
		if i < 0 {
			i = len(s)
		}
		w, _ := c.Measure(s[:i], size)
		if x > 0 && x+space+w > width {
			lines, x = lines+1, 0
		}
		if x > 0 {
			x += space
		}
		x += w
		s = s[min(i+1, len(s)):]
	}
	return lines
}

// Measure returns the logical size of s.
func (c *Canvas) Measure(s string, size float64) (w, h float64) {
	return c.App.Text.Measure(s, size, false)
}

// LocalServer is an Online that can start a Starboard server in this
// process (the desktop and the kiosk can; a browser cannot): Play online
// uses it when no server is named.
type LocalServer interface {
	// Local starts the server, once, and returns the address others on
	// the local network reach it at. With phones, it fails when it has no
	// browser build to send the phones.
	Local(ctx context.Context, phones bool) (string, error)
	// Here returns the address Local returned, empty before the server
	// started: a table at it stops with this program.
	Here() string
}

// Online reaches the tables a Starboard server holds at address: each
// returned match mirrors a table, keeps its seat across dropped
// connections, and ends its connection when closed.
type Online interface {
	// Join takes the seat token (a link's token or a seat's key) opens at
	// table code.
	Join(ctx context.Context, address, code, token string) (*match.Match, error)
	// Watch looks on at table code: the view anyone may see.
	Watch(ctx context.Context, address, code string) (*match.Match, error)
	// Create makes a table and returns its code and invitations.
	Create(ctx context.Context, address string, req wire.Create) (wire.Created, error)
	// Fill gives the seats the tokens open, none of them taken yet, to
	// bots of level before play begins.
	Fill(ctx context.Context, address, code, level string, tokens ...string) error
	// End ends table code for good with the tokens of every person's
	// seat: the phones at it are told, their seats freed.
	End(ctx context.Context, address, code string, tokens ...string) error
	// ServesBrowser reports whether the server at address sends the
	// browser game, so that its invitation links open a table on a phone.
	ServesBrowser(ctx context.Context, address string) (bool, error)
}
