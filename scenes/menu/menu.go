package menu

import (
	"fmt"
	"strings"
	"time"

	"starboard/match"
	"starboard/rules"
	"starboard/scenes"
	"starboard/scenes/input"
)

// Config is what the menus need besides the App.
type Config struct {
	// Seed seeds the games started from the menus: each new game takes the
	// next number drawn from a generator seeded with it.
	Seed uint64
	// Focus, when set, is told whether a text field has the keyboard.
	Focus *Focus
	// Pace holds back each bot move of the games started from the menus so
	// that people can follow them; DefaultPace when zero. When set, it
	// paces the attract loop's demo games too (tests make them quick).
	Pace time.Duration
	// StaffCode is the code the kiosk's staff screen asks for before it
	// offers the exit; DefaultStaffCode when empty.
	StaffCode string
	// Replay, when set, is a saved game to open for review on its title's
	// table (-replay FILE): the menus open on it, and leaving it goes home.
	Replay *rules.Save
	// Online, when set, is a table a server holds (-join LINK): the menus
	// open on its title's table, and leaving it goes home.
	Online *match.Match

	keys keyboard // the keyboard of text fields; ebiten's when nil
}

// Focus tells whether a text field of the menus has the keyboard. While
// it has, typed letters are text, not shortcuts: Filter keeps them from
// the scenes as intents (F would toggle fullscreen).
type Focus struct{ typing bool }

// Typing reports whether a text field has the keyboard.
func (f *Focus) Typing() bool { return f != nil && f.typing }

func (f *Focus) set(on bool) {
	if f != nil {
		f.typing = on
	}
}

// Filter returns src without the keys pressed while a text field has the
// keyboard; a key still held when typing ends stays hidden until it is
// released, so the Enter that ends a name does not also press a button.
func (f *Focus) Filter(src input.Source) input.Source { return &keyFilter{src: src, focus: f} }

type keyFilter struct {
	src   input.Source
	focus *Focus
	held  input.Intent
}

func (k *keyFilter) Raw(toLogical func(x, y float64) (float64, float64)) input.Raw {
	r := k.src.Raw(toLogical)
	if k.focus.Typing() {
		k.held |= r.Keys
		r.Keys = 0
		return r
	}
	k.held &= r.Keys
	r.Keys &^= k.held
	return r
}

// shell is what every menu screen shares.
type shell struct {
	app    *scenes.App
	cfg    Config
	seeds  rules.RNG
	titles []titleInfo
	// attractNext is where in titles the attract loop looks for the
	// title of its next demo.
	attractNext int
	keys        keyboard
	art         art
	// online is what Play online was last given, offered again when it
	// opens: the server's address and the seat or table code.
	online struct{ server, code string }
	// standbys holds, by slug, the tables a kiosk keeps ready for a phone
	// to take while the attract loop shows their title (see standby).
	standbys map[string]*standby
	// stuck holds the slugs whose damaged autosave could not be set aside:
	// their new games are not autosaved, so it is not written over.
	stuck map[string]bool
}

func newShell(app *scenes.App, cfg Config) *shell {
	sh := &shell{app: app, cfg: cfg, seeds: rules.NewRNG(cfg.Seed), keys: cfg.keys}
	if sh.keys == nil {
		sh.keys = ebitenKeyboard{}
	}
	sh.titles = allTitles(app)
	app.Guide = func(slug string) scenes.Scene { return newGuideOf(sh, slug) }
	app.SettingsScreen = func() scenes.Scene { return newSettings(sh) }
	if app.Kiosk {
		app.Staff = func() scenes.Scene { return newStaff(sh) }
		app.Store = kioskStores(app.Store)
	}
	return sh
}

func (sh *shell) nextSeed() uint64 {
	for {
		if s := sh.seeds.Uint64(); s != 0 {
			return s
		}
	}
}

// New returns the title screen.
func New(app *scenes.App, cfg Config) scenes.Scene {
	return newTitle(newShell(app, cfg))
}

// Screens lists the names Open accepts. Setup and options open on the
// first playable title, or on another one named after a slash:
// "options/desolated". "table/desolated" opens a game of that title at
// its table, with the setup's default seats and a game seeded from
// Config.Seed, never autosaved (for screenshots). "attract/seeders"
// starts the attract loop on that title's demo.
var Screens = []string{"title", "picker", "setup", "options", "howto", "settings", "resume", "attract", "table"}

// Open returns the title screen that opens onto the named screen at once
// (pushed above it, so Back leads to the title). "setup" and "options" show
// the first playable title; "attract" starts the kiosk's demo game.
func Open(app *scenes.App, cfg Config, name string) (scenes.Scene, error) {
	sh := newShell(app, cfg)
	t := newTitle(sh)
	if cfg.Online != nil {
		ti, ok := sh.title(cfg.Online.Title().Slug)
		if !ok || !sh.playable(ti) {
			return nil, fmt.Errorf("the table plays %q, which this build does not play", cfg.Online.Title().Slug)
		}
		t.opening = ti.entry.Table(cfg.Online)
		return t, nil
	}
	if cfg.Replay != nil {
		next, err := sh.review(cfg.Replay)
		if err != nil {
			return nil, err
		}
		t.opening = next
		return t, nil
	}
	if name == "" || name == "title" {
		return t, nil
	}
	first, ok := sh.firstPlayable()
	if screen, slug, named := strings.Cut(name, "/"); named && (screen == "setup" || screen == "options" || screen == "table" || screen == "attract") {
		first, ok = sh.title(slug)
		ok = ok && sh.playable(first)
		if !ok {
			return nil, fmt.Errorf("no playable title %q for the screen %q", slug, screen)
		}
		if screen == "attract" {
			for i := range sh.titles {
				if &sh.titles[i] == first {
					sh.attractNext = i
				}
			}
		}
		name = screen
	}
	var next scenes.Scene
	switch name {
	case "picker":
		next = newPicker(sh)
	case "setup":
		if ok {
			next = newSetup(sh, first)
		}
	case "options":
		if ok {
			s := newSetup(sh, first)
			next = newOptions(sh, first, s.seatConfigs())
		}
	case "table":
		if ok {
			m, err := match.New(match.Config{
				Title: first.rules,
				Setup: rules.Setup{Seats: newSetup(sh, first).seats(), Seed: sh.nextSeed()},
				Seats: newSetup(sh, first).seatConfigs(),
				Pace:  sh.pace(), Yield: sh.app.Yield, BotTimeLimit: sh.app.BotTimeLimit,
			})
			if err != nil {
				return nil, err
			}
			next = first.entry.Table(m)
		}
	case "howto":
		next = newHowTo(sh)
	case "settings":
		next = newSettings(sh)
	case "resume":
		next = newResume(sh)
	case "attract":
		t.attractNow = true
		return t, nil
	default:
		return nil, fmt.Errorf("no menu screen %q (screens: %s)", name, strings.Join(Screens, ", "))
	}
	if next == nil {
		return nil, fmt.Errorf("screen %q needs a playable title, and none is registered", name)
	}
	t.opening = next
	return t, nil
}

// review opens a saved game for review on its title's table.
func (sh *shell) review(save *rules.Save) (scenes.Scene, error) {
	ti, ok := sh.title(save.Title)
	if !ok || !sh.playable(ti) {
		return nil, fmt.Errorf("the save is a game of %q, which this build does not play", save.Title)
	}
	m, err := match.Resume(save, match.Config{Title: ti.rules, Review: true})
	if err != nil {
		return nil, err
	}
	return ti.entry.Table(m), nil
}

// pace is how long bot moves are held back.
func (sh *shell) pace() time.Duration {
	if sh.cfg.Pace > 0 {
		return sh.cfg.Pace
	}
	return DefaultPace
}

// kioskSavePrefix starts the store names of a kiosk's saves ("kiosk.gods"):
// the kiosk lists only the games started in it, and never lists, nor
// writes over, the games played outside it on the same machine.
const kioskSavePrefix = "kiosk."

// kioskStores returns stores that keep a kiosk's saves apart: every name
// but the settings' gets kioskSavePrefix, so the kiosk's tables (and their
// Play again) save there too. Wrapping twice changes nothing.
func kioskStores(stores func(name string) match.Store) func(name string) match.Store {
	if stores == nil {
		return nil
	}
	return func(name string) match.Store {
		if name != SettingsKey && !strings.HasPrefix(name, kioskSavePrefix) {
			name = kioskSavePrefix + name
		}
		return stores(name)
	}
}
