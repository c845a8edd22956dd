// Command starboard is the desktop and browser entry of Starboard: it opens
// the title screen, from which the games are picked, set up and played.
//
// Flags:
//
//	-kiosk             fullscreen, touch only, no way to quit; bots play a
//	                   demo game after a minute without a touch
//	-scene NAME        start on a menu screen (title, picker, setup, options,
//	                   howto, settings, resume, attract), for screenshots;
//	                   setup/<slug> and options/<slug> for another title,
//	                   table/<slug> for a seeded game at that title's table,
//	                   attract/<slug> for the attract loop from that title's demo
//	-staff-code CODE   the kiosk's staff code (default 2468, or
//	                   $STARBOARD_STAFF_CODE)
//	-size WxH          the window size (default 1280x720)
//	-screenshot FILE   render a few frames, write the last one as PNG to FILE,
//	                   then exit
//	-version           print the version of this build and exit
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"image"
	"image/png"
	"log"
	"os"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/audio"
	"starboard/internal/memtrim"
	"starboard/internal/version"
	"starboard/remote"
	"starboard/rules"
	"starboard/scenes"
	"starboard/scenes/input"
	"starboard/scenes/menu"
	"starboard/scenes/shelf"
)

// screenshotFrame is the frame captured by -screenshot: late enough for
// the window to settle and the opening fade to end.
const screenshotFrame = 45

func main() {
	started := time.Now()
	memtrim.Setup() // before the GL driver allocates (see memtrim)
	kiosk := flag.Bool("kiosk", false, "fullscreen, touch only, no quit, an attract loop when idle")
	screenshot := flag.String("screenshot", "", "render a few frames, write the last one as PNG to `FILE`, then exit")
	scene := flag.String("scene", "title", "start on the screen `NAME`: "+strings.Join(menu.Screens, ", ")+
		"; setup/<slug> or options/<slug> for a title (setup/desolated), table/<slug> for a seeded game at its table, attract/<slug> for the attract loop from its demo")
	staffCode := flag.String("staff-code", os.Getenv("STARBOARD_STAFF_CODE"), "the kiosk's staff `code` (digits; default "+menu.DefaultStaffCode+")")
	size := flag.String("size", "1280x720", "the window size, `WxH`")
	showVersion := flag.Bool("version", false, "print the version of this build and exit")
	replay := flag.String("replay", "", "open the saved game `FILE` (a save or autosave) to review it move by move")
	join := flag.String("join", "", "play a seat of an online table, or watch it: the invitation `LINK` a Starboard server gave (http://host:8080/#join=CODE.TOKEN)")
	flag.Parse()
	if *showVersion {
		fmt.Printf("starboard %s (%s/%s, %s)\n", version.String(), runtime.GOOS, runtime.GOARCH, runtime.Version())
		return
	}

	w, h, err := parseSize(*size)
	if err != nil {
		log.Fatal(err)
	}
	if msg := displayProblem(runtime.GOOS, os.Getenv); msg != "" {
		fmt.Fprintln(os.Stderr, msg)
		os.Exit(1)
	}
	app := &scenes.App{
		Text:    scenes.NewSpriteText(),
		Kiosk:   *kiosk,
		Shelf:   shelf.Titles(),
		Planned: shelf.Planned(),
	}
	app.Online = remote.Tables{}
	platformApp(app)
	if app.Settings, err = menu.LoadSettings(app); err != nil {
		log.Printf("settings: %v (using the defaults)", err)
	}
	player := audio.New(audio.Options{Silent: *screenshot != "", Muted: app.Settings.Muted})
	defer player.Close()
	sound := &soundAdapter{player: player}
	sound.ApplySettings(app.Settings)
	app.Sound = sound
	player.StartMusic()

	focus := &menu.Focus{}
	cfg := menu.Config{Seed: uint64(time.Now().UnixNano()), Focus: focus, StaffCode: *staffCode}
	if *replay != "" {
		if cfg.Replay, err = readSave(*replay); err != nil {
			log.Fatal(err)
		}
	}
	if *join != "" {
		if cfg.Online, err = joinTable(*join); err != nil {
			log.Fatal(err)
		}
		defer cfg.Online.Close()
	}
	first, err := menu.Open(app, cfg, *scene)
	if err != nil {
		log.Fatal(err)
	}
	src := focus.Filter(&input.Device{TouchOnly: *kiosk})
	root := scenes.NewRoot(app, first, src)

	ebiten.SetWindowTitle("Starboard")
	ebiten.SetWindowSize(w, h)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	switch {
	case *kiosk:
		ebiten.SetFullscreen(true)
		ebiten.SetCursorMode(ebiten.CursorModeHidden)
		ebiten.SetWindowClosingHandled(true)
	case app.Settings.Fullscreen && *screenshot == "":
		ebiten.SetFullscreen(true)
	}

	game := platformGame(root)
	var shot *shooter
	if *screenshot != "" {
		shot = &shooter{Root: root, path: *screenshot, started: started}
		game = shot
	}
	if err := ebiten.RunGame(game); err != nil && !errors.Is(err, ebiten.Termination) {
		log.Fatal(explainRunError(runtime.GOOS, err))
	}
	if shot != nil {
		if shot.err != nil {
			log.Fatal(shot.err)
		}
		fmt.Printf("wrote %s (first frame drawn %d ms after start)\n", *screenshot, shot.firstFrame.Milliseconds())
	}
}

func parseSize(s string) (w, h int, err error) {
	ws, hs, ok := strings.Cut(strings.ToLower(s), "x")
	if ok {
		w, err = strconv.Atoi(ws)
		if err == nil {
			h, err = strconv.Atoi(hs)
		}
	}
	if !ok || err != nil || w < 64 || h < 64 {
		return 0, 0, fmt.Errorf("-size %q: want WIDTHxHEIGHT, such as 1280x720", s)
	}
	return w, h, nil
}

// soundAdapter plays the scenes' sounds through the audio player and
// follows the volume settings.
type soundAdapter struct{ player *audio.Player }

func (s *soundAdapter) Play(id int) { s.player.Play(audio.Sound(id)) }

// ApplySettings sets the volumes and mute.
func (s *soundAdapter) ApplySettings(st scenes.Settings) {
	s.player.SetVolume(st.Master, st.Effects, st.Music)
	s.player.SetMuted(st.Muted)
}

// shooter runs the game for a few frames and writes the last one to path.
type shooter struct {
	*scenes.Root
	path       string
	frames     int
	shot       *image.RGBA
	err        error
	started    time.Time
	firstFrame time.Duration
}

// Update ends the game once the screenshot is taken.
func (s *shooter) Update() error {
	if s.shot != nil {
		s.err = writePNG(s.path, s.shot)
		return ebiten.Termination
	}
	return s.Root.Update()
}

// Draw draws the game and keeps the frame the screenshot is of.
func (s *shooter) Draw(screen *ebiten.Image) {
	s.Root.Draw(screen)
	s.frames++
	if s.frames == 1 {
		var px [4]byte
		screen.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image).ReadPixels(px[:])
		s.firstFrame = time.Since(s.started)
	}
	if s.frames == screenshotFrame {
		s.shot = image.NewRGBA(screen.Bounds())
		screen.ReadPixels(s.shot.Pix)
	}
}

func writePNG(path string, img image.Image) error {
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return fmt.Errorf("encode screenshot: %w", err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		return fmt.Errorf("write screenshot: %w", err)
	}
	return nil
}

// displayProblem says what is missing when the program cannot open a
// window on this system (Linux and the BSDs without X11 or Wayland), or "".
func displayProblem(goos string, getenv func(string) string) string {
	switch goos {
	case "linux", "freebsd", "openbsd", "netbsd", "dragonfly":
	default:
		return ""
	}
	if getenv("DISPLAY") != "" || getenv("WAYLAND_DISPLAY") != "" {
		return ""
	}
	return "starboard: no display (neither DISPLAY nor WAYLAND_DISPLAY is set).\n" +
		"It needs a desktop session to open its window. Without one (a server, SSH, CI), run it under a\n" +
		"virtual display: xvfb-run -a bin/starboard ...   (Debian/Ubuntu: sudo apt-get install xvfb xauth).\n" +
		"For games as text, without a window, use starboard-cli (make cli)."
}

// explainRunError adds what to install to an error of the game loop that
// comes from missing system libraries.
func explainRunError(goos string, err error) error {
	text := err.Error()
	if goos == "linux" && (strings.Contains(text, "libGL") || strings.Contains(text, "libX") || strings.Contains(text, "dlopen") || strings.Contains(text, "GLX")) {
		return fmt.Errorf("%w\nStarboard loads OpenGL and X11 at run time; on Debian, Ubuntu or Raspberry Pi OS install them with:\n"+
			"  sudo apt-get install libgl1 libgl1-mesa-dri libx11-6 libxrandr2 libxcursor1 libxinerama1 libxi6 libxxf86vm1 libasound2", err)
	}
	return err
}

// readSave reads the saved game at path, for -replay.
func readSave(path string) (*rules.Save, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("-replay: %w", err)
	}
	save, err := rules.ParseSave(data)
	if err != nil {
		return nil, fmt.Errorf("-replay %s: %w", path, err)
	}
	return save, nil
}
