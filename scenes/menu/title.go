package menu

import (
	"errors"
	"io/fs"
	"math"
	"runtime"
	"strconv"
	"time"

	"starboard/internal/version"
	"starboard/rules"
	"starboard/scenes"
	"starboard/scenes/input"
)

// attractRetry is how long the title waits, after an attract loop could
// not start, before it tries again (the idle times are in package scenes:
// scenes.KioskAttractIdle and the others).
const attractRetry = 10 * time.Second

// titleScreen is the first screen: the name over a living starfield and
// the main choices.
type titleScreen struct {
	sh                                  *shell
	play, resume, howto, settings, quit *scenes.Button
	resumeWhat                          string         // the game Resume would resume, or how many
	review                              *scenes.Button // a save file to review (PickFile)
	online                              *scenes.Button // Play online: tables a server holds
	// phones is the kiosk's Table and phones, on a server the kiosk starts
	// itself; starting is that server starting, nil when it is not.
	phones        *scenes.Button
	starting      chan reached
	picked        chan picked // the file PickFile brought, once
	visible       []*scenes.Button
	grid          [][]*scenes.Button // the visible buttons by row
	hasSaves      bool
	opening       scenes.Scene // a screen to show at once (Open)
	attractNow    bool         // start the attract loop at once
	attractFailed time.Time    // when an attract loop last failed to start
	nameY         float64
	notices       []*scenes.Dialog // what the player must hear first, in order
	fit           fit
}

func newTitle(sh *shell) *titleScreen {
	t := &titleScreen{
		sh:       sh,
		play:     scenes.NewButton("Play", scenes.Rect{}),
		resume:   scenes.NewButton("Resume", scenes.Rect{}),
		howto:    scenes.NewButton("How to play", scenes.Rect{}),
		settings: scenes.NewButton("Settings", scenes.Rect{}),
		quit:     scenes.NewButton("Quit", scenes.Rect{}),
		review:   scenes.NewButton("Review a saved game", scenes.Rect{}),
		online:   scenes.NewButton("Play online", scenes.Rect{}),
		phones:   scenes.NewButton("Table and phones", scenes.Rect{}),
		picked:   make(chan picked, 1),
	}
	t.play.Primary = true
	if n := settingsNotice(sh.app); n != nil {
		t.notices = append(t.notices, n)
	}
	t.refresh()
	return t
}

// Enter looks for autosaves each time the title comes back on top.
func (t *titleScreen) Enter(ctx *scenes.Context) { t.refresh() }

func (t *titleScreen) refresh() {
	t.notices = append(t.notices, t.sh.setAsideBroken()...)
	// Saves set aside count: the resume screen is where they are deleted.
	saved := t.sh.savedGames(false)
	t.hasSaves = len(saved) > 0 || len(t.sh.asideRows()) > 0
	// Resume says which game it would resume, or how many wait.
	switch {
	case len(saved) == 1:
		t.resumeWhat = saved[0].title.name
	case len(saved) > 1:
		t.resumeWhat = strconv.Itoa(len(saved)) + " games"
	default:
		t.resumeWhat = ""
	}
	t.grid = t.grid[:0]
	t.grid = append(t.grid, []*scenes.Button{t.play})
	if t.hasSaves {
		// Resume has a row of its own, under Play: beside it, both were
		// half as wide and Resume read "Gods Don't Play D…".
		t.grid = append(t.grid, []*scenes.Button{t.resume})
	}
	switch {
	case kioskPhones(t.sh.app):
		t.grid = append(t.grid, []*scenes.Button{t.phones}, []*scenes.Button{t.howto, t.settings})
	case t.sh.app.Kiosk || t.sh.app.Online == nil:
		t.grid = append(t.grid, []*scenes.Button{t.howto}, []*scenes.Button{t.settings})
	default:
		// Play online takes the row How to play and Settings then share.
		t.grid = append(t.grid, []*scenes.Button{t.online}, []*scenes.Button{t.howto, t.settings})
	}
	if reviews(t.sh.app) {
		t.grid = append(t.grid, []*scenes.Button{t.review})
	}
	if quits(t.sh.app) {
		t.grid = append(t.grid, []*scenes.Button{t.quit})
	}
	t.visible = t.visible[:0]
	for _, row := range t.grid {
		t.visible = append(t.visible, row...)
	}
}

func (t *titleScreen) layout(w, h float64) {
	const bw, bh, gap = 420.0, 66.0, 16.0
	n := float64(t.rows())
	block := n*bh + (n-1)*gap
	group := 246 + block
	y0 := max(16, (h-group)/2)
	t.nameY = y0 + 90
	y := y0 + 246
	for _, row := range t.grid {
		n := float64(len(row))
		bw1 := (bw - (n-1)*gap) / n
		for i, b := range row {
			b.Rect = scenes.Rect{X: w/2 - bw/2 + float64(i)*(bw1+gap), Y: y, W: bw1, H: bh}
		}
		y += bh + gap
	}
}

func (t *titleScreen) Update(ctx *scenes.Context) scenes.Change {
	ctx = t.fit.in(ctx, t.need(ctx.W, ctx.H))
	if t.opening != nil {
		next := t.opening
		t.opening = nil
		return scenes.Push(next)
	}
	t.layout(ctx.W, ctx.H)
	app := t.sh.app
	if t.attractNow || (app.KioskIdle(scenes.KioskAttractIdle) && app.Now().Sub(t.attractFailed) >= attractRetry) {
		t.attractNow = false
		a, err := newAttract(t.sh)
		if err == nil {
			return scenes.Push(a)
		}
		t.attractFailed = app.Now()
	}
	// A notice waits for its OK; the kiosk's attract loop does not.
	if len(t.notices) > 0 {
		if t.notices[0].Update(ctx) >= 0 {
			t.notices[0] = nil
			t.notices = t.notices[1:]
		}
		return scenes.Stay
	}
	var next scenes.Scene
	if t.starting != nil {
		select {
		case r := <-t.starting:
			t.starting = nil
			t.phones.Label = "Table and phones"
			if r.err != nil {
				app.Play(sfxError)
				t.notices = append(t.notices, scenes.NewDialog("The table could not be set up", r.err.Error(), "OK"))
				return scenes.Stay
			}
			return scenes.Push(phonesPicker(t.sh, r.started))
		default:
			return scenes.Stay
		}
	}
	select {
	case p := <-t.picked:
		var err error
		if next, err = t.openPicked(p); err != nil {
			t.notices = append(t.notices, scenes.NewDialog("This file cannot be reviewed", err.Error(), "OK"))
			return scenes.Stay
		}
	default:
	}
	switch {
	case next != nil:
	case t.play.Update(ctx.In), ctx.In.Has(input.Confirm):
		next = newPicker(t.sh)
	case t.hasSaves && t.resume.Update(ctx.In):
		next = newResume(t.sh)
	case !app.Kiosk && app.Online != nil && t.online.Update(ctx.In):
		next = newOnline(t.sh)
	case kioskPhones(app) && t.phones.Update(ctx.In):
		app.Play(sfxPick)
		t.phones.Label = "Starting the server …"
		t.starting = startLocal(app.Online.(scenes.LocalServer), true)
		return scenes.Stay
	case t.howto.Update(ctx.In):
		next = newHowTo(t.sh)
	case t.settings.Update(ctx.In):
		next = newSettings(t.sh)
	case reviews(app) && t.review.Update(ctx.In):
		app.PickFile(func(data []byte, err error) { t.picked <- picked{data, err} })
	case quits(app) && t.quit.Update(ctx.In):
		app.Quit()
	}
	if next == nil {
		return scenes.Stay
	}
	app.Play(sfxPick)
	return scenes.Push(next)
}

func (t *titleScreen) Draw(c *scenes.Canvas) {
	t.fit.begin(c, t.sh, t.need(c.W, c.H))
	defer t.fit.end(c)
	t.layout(c.W, c.H)
	drawBackdrop(c, t.sh, 1)
	tick := c.App.Tick()
	drawTitleName(c, t.sh, c.W/2, t.nameY, tick)
	c.Text("Science-fiction board games at one table", c.W/2, t.nameY+102, 24, dimColor(c), scenes.Center)
	t.resume.Sub = ""
	if t.resumeWhat != "" {
		t.resume.Sub = scenes.Clip(c, t.resumeWhat, 19, t.resume.Rect.W-24)
	}
	for _, b := range t.visible {
		b.Enabled = t.starting == nil
		b.Draw(c)
	}
	if c.App.Kiosk {
		pulse := 0.55 + 0.45*math.Sin(float64(tick)/40)
		c.Text("Touch a button to begin", c.W/2, c.H-48, 20, fade(scenes.ColDim, pulse), scenes.Center)
	}
	// The build, small in the corner, for bug reports and kiosk staff.
	c.Text(version.String(), c.W-14, c.H-26, 14, dimColor(c), scenes.Right)
	if len(t.notices) > 0 {
		t.notices[0].Draw(c)
	}
}

// picked is a file the person chose to review, or why it could not be read.
type picked struct {
	data []byte
	err  error
}

// kioskPhones reports whether the title offers Table and phones itself: in
// a kiosk that can start a server (where Play online, with its typed
// addresses, is not offered).
func kioskPhones(app *scenes.App) bool {
	_, local := app.Online.(scenes.LocalServer)
	return app.Kiosk && local
}

// reviews reports whether the title offers to review a save file: where
// the platform can ask for one, and never in a kiosk.
func reviews(app *scenes.App) bool { return app.PickFile != nil && !app.Kiosk }

// openPicked opens the picked file, a save, for review on its table.
func (t *titleScreen) openPicked(p picked) (scenes.Scene, error) {
	if p.err != nil {
		return nil, p.err
	}
	save, err := rules.ParseSave(p.data)
	if err != nil {
		return nil, err
	}
	return t.sh.review(save)
}

// Targets lists the visible buttons: "play", "resume", "play-online",
// "how-to-play", "settings", "review-a-saved-game", "quit"; while a notice is up, only
// its "ok".
func (t *titleScreen) Targets(dst []scenes.Target) []scenes.Target {
	return t.fit.out(t.ownTargets(dst), len(dst))
}

// ownTargets lists the targets in the screen's own units.
func (t *titleScreen) ownTargets(dst []scenes.Target) []scenes.Target {
	if len(t.notices) > 0 {
		for _, b := range t.notices[0].Buttons {
			dst = button(dst, b)
		}
		return dst
	}
	for _, b := range t.visible {
		dst = button(dst, b)
	}
	return dst
}

// savedGame is an autosave found in the store of a playable title.
type savedGame struct {
	title     *titleInfo
	save      *rules.Save
	err       error      // why the save cannot be read, if it cannot
	game      rules.Game // the save replayed, when it replays
	replayErr error      // why the save cannot be replayed, if it cannot
}

// savedGames lists the autosaves of the playable titles that can be
// resumed: a finished game is never listed. With broken, the saves that
// cannot be read are listed too.
func (sh *shell) savedGames(broken bool) []savedGame {
	if sh.app.Store == nil {
		return nil
	}
	var list []savedGame
	for i := range sh.titles {
		t := &sh.titles[i]
		if !sh.playable(t) {
			continue
		}
		store := sh.app.Store(t.slug)
		if store == nil {
			continue
		}
		data, err := store.Load()
		if err != nil {
			if broken && !errors.Is(err, fs.ErrNotExist) {
				list = append(list, savedGame{title: t, err: err})
			}
			continue
		}
		save, err := rules.ParseSave(data)
		if err != nil && !broken {
			continue
		}
		g := savedGame{title: t, save: save, err: err}
		if err == nil {
			g.game, g.replayErr = save.Replay(t.rules)
			if g.replayErr == nil && g.game.Over() {
				continue
			}
		}
		list = append(list, g)
	}
	return list
}

// need is the room the title's content takes: the name and its orbit
// over the column of buttons.
// rows counts the rows of buttons.
func (t *titleScreen) rows() int { return len(t.grid) }

func (t *titleScreen) need(w, h float64) [2]float64 {
	n := float64(t.rows())
	return [2]float64{780, 246 + n*66 + (n-1)*16 + 110}
}

// quits reports whether the title offers Quit: not in the kiosk, where
// visitors must not leave the game, and not in a browser tab, where
// quitting would only leave a frozen canvas (the tab is closed instead).
func quits(app *scenes.App) bool { return !app.Kiosk && runtime.GOOS != "js" }
