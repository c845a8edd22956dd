package main

import (
	"archive/tar"
	"archive/zip"
	"compress/gzip"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// entry is one file of an archive.
type entry struct {
	name string // slash-separated, under the archive's top folder
	data []byte
	exec bool // mode 0755 instead of 0644
}

// archiveName returns the file name of t's archive.
func archiveName(t target, version string) string {
	system := t.GOOS
	if system == "darwin" {
		system = "macos"
	}
	ext := ".zip"
	if t.GOOS == "linux" {
		ext = ".tar.gz"
	}
	return "starboard-" + version + "-" + system + "-" + t.GOARCH + ext
}

// contents returns the files of t's archive around the program bin.
func contents(t target, version string, bin []byte) ([]entry, error) {
	top := strings.TrimSuffix(strings.TrimSuffix(archiveName(t, version), ".zip"), ".tar.gz") + "/"
	readme := entry{name: top + "README.txt", data: []byte(readmeText(t, version))}
	switch t.GOOS {
	case "linux":
		icon, err := iconPNG(256)
		if err != nil {
			return nil, err
		}
		return []entry{
			{name: top + "starboard", data: bin, exec: true},
			{name: top + "starboard.png", data: icon},
			{name: top + "starboard.desktop", data: []byte(desktopFile)},
			readme,
		}, nil
	case "windows":
		return []entry{{name: top + "Starboard.exe", data: bin, exec: true}, readme}, nil
	case "darwin":
		icon, err := icns(iconPNG)
		if err != nil {
			return nil, err
		}
		app := top + "Starboard.app/Contents/"
		return []entry{
			{name: app + "Info.plist", data: []byte(infoPlist(version))},
			{name: app + "MacOS/starboard", data: bin, exec: true},
			{name: app + "Resources/starboard.icns", data: icon},
			readme,
		}, nil
	}
	return nil, fmt.Errorf("no packing for %s", t)
}

// pack writes t's archive into out around the built program at binPath
// and returns its path.
func pack(t target, version, binPath, out string, when time.Time) (string, error) {
	bin, err := os.ReadFile(binPath)
	if err != nil {
		return "", err
	}
	files, err := contents(t, version, bin)
	if err != nil {
		return "", err
	}
	path := filepath.Join(out, archiveName(t, version))
	if t.GOOS == "linux" {
		return path, writeTarGz(path, files, when)
	}
	return path, writeZip(path, files, when)
}

// dirsOf returns the folders the files are in, parents first, each once,
// with a trailing slash.
func dirsOf(files []entry) []string {
	seen := map[string]bool{}
	var dirs []string
	for _, f := range files {
		parts := strings.Split(f.name, "/")
		for i := 1; i < len(parts); i++ {
			d := strings.Join(parts[:i], "/") + "/"
			if !seen[d] {
				seen[d] = true
				dirs = append(dirs, d)
			}
		}
	}
	return dirs
}

func mode(f entry) int64 {
	if f.exec {
		return 0o755
	}
	return 0o644
}

func writeTarGz(path string, files []entry, when time.Time) (err error) {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer func() {
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}()
	gz, err := gzip.NewWriterLevel(f, gzip.BestCompression)
	if err != nil {
		return err
	}
	tw := tar.NewWriter(gz)
	for _, d := range dirsOf(files) {
		if err := tw.WriteHeader(&tar.Header{Typeflag: tar.TypeDir, Name: d, Mode: 0o755, ModTime: when, Format: tar.FormatPAX}); err != nil {
			return err
		}
	}
	for _, e := range files {
		hdr := &tar.Header{Typeflag: tar.TypeReg, Name: e.name, Mode: mode(e), Size: int64(len(e.data)), ModTime: when, Format: tar.FormatPAX}
		if err := tw.WriteHeader(hdr); err != nil {
			return err
		}
		if _, err := tw.Write(e.data); err != nil {
			return err
		}
	}
	if err := tw.Close(); err != nil {
		return err
	}
	return gz.Close()
}

// writeZip writes a zip whose entries carry Unix modes, so the program in
// a macOS bundle stays executable when Finder or unzip extracts it.
func writeZip(path string, files []entry, when time.Time) (err error) {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer func() {
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}()
	zw := zip.NewWriter(f)
	for _, d := range dirsOf(files) {
		hdr := &zip.FileHeader{Name: d, Method: zip.Store, Modified: when}
		hdr.SetMode(os.ModeDir | 0o755)
		if _, err := zw.CreateHeader(hdr); err != nil {
			return err
		}
	}
	for _, e := range files {
		hdr := &zip.FileHeader{Name: e.name, Method: zip.Deflate, Modified: when}
		hdr.SetMode(os.FileMode(mode(e)))
		w, err := zw.CreateHeader(hdr)
		if err != nil {
			return err
		}
		if _, err := w.Write(e.data); err != nil {
			return err
		}
	}
	return zw.Close()
}

// desktopFile is the Linux menu entry shipped beside the program; the
// README tells where to put it.
const desktopFile = `[Desktop Entry]
Type=Application
Name=Starboard
Comment=Science-fiction board games at one table
Exec=starboard
Icon=starboard
Terminal=false
Categories=Game;BoardGame;
`

// infoPlist is the bundle description of Starboard.app.
func infoPlist(version string) string {
	return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>CFBundleDevelopmentRegion</key>
	<string>en</string>
	<key>CFBundleDisplayName</key>
	<string>Starboard</string>
	<key>CFBundleExecutable</key>
	<string>starboard</string>
	<key>CFBundleIconFile</key>
	<string>starboard</string>
	<key>CFBundleIdentifier</key>
	<string>org.starboard.Starboard</string>
	<key>CFBundleInfoDictionaryVersion</key>
	<string>6.0</string>
	<key>CFBundleName</key>
	<string>Starboard</string>
	<key>CFBundlePackageType</key>
	<string>APPL</string>
	<key>CFBundleShortVersionString</key>
	<string>` + xmlEscape(version) + `</string>
	<key>CFBundleVersion</key>
	<string>` + xmlEscape(version) + `</string>
	<key>LSApplicationCategoryType</key>
	<string>public.app-category.board-games</string>
	<key>LSMinimumSystemVersion</key>
	<string>12.0</string>
	<key>NSHighResolutionCapable</key>
	<true/>
</dict>
</plist>
`
}

func xmlEscape(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;").Replace(s)
}

// staffCode is the kiosk's default staff code, scenes/menu.DefaultStaffCode
// (a test checks that the two agree; this package does not import the
// screens).
const staffCode = "2468"

// readmeText is the README.txt of t's archive: how to start the program
// on that system, and the kiosk with its staff exit. It names only what
// the archive holds and what the system has.
func readmeText(t target, version string) string {
	head := "Starboard " + version + " — science-fiction board games at one table.\n\n"
	kiosk := "\nKiosk (a convention touchscreen): start the program with -kiosk. It runs\n" +
		"fullscreen and touch only, has no Quit, and comes back to its attract loop\n" +
		"when left alone.\n" +
		"To leave it (staff): hold a finger 3 seconds in the top-left corner of the\n" +
		"screen, type the staff code on the keypad, then choose \"Exit the kiosk\".\n" +
		"The code is " + staffCode + " unless the kiosk was started with -staff-code CODE\n" +
		"or with the environment variable STARBOARD_STAFF_CODE set. Three wrong codes,\n" +
		"or 30 seconds untouched, close the keypad.\n" +
		"Start the kiosk:\n"
	switch t.GOOS {
	case "linux":
		return head + "Run it:\n" +
			"  tar xzf starboard-" + version + "-linux-" + t.GOARCH + ".tar.gz\n" +
			"  cd starboard-" + version + "-linux-" + t.GOARCH + "\n" +
			"  ./starboard\n\n" +
			"If it says permission denied: chmod +x starboard\n" +
			"It needs OpenGL and X11 libraries; on Debian, Ubuntu or Raspberry Pi OS:\n" +
			"  sudo apt-get install libgl1 libx11-6 libxrandr2 libxcursor1 libxinerama1 libxi6 libxxf86vm1 libasound2\n" +
			"A menu entry: copy starboard to ~/.local/bin, starboard.png to\n" +
			"~/.local/share/icons and starboard.desktop to ~/.local/share/applications.\n" +
			kiosk + "  ./starboard -kiosk\n"
	case "windows":
		return head + "Run it: unzip, then double-click Starboard.exe.\n\n" +
			"The program is not signed, so Windows SmartScreen may say \"Windows\n" +
			"protected your PC\": choose \"More info\", then \"Run anyway\".\n" +
			kiosk + "  Starboard.exe -kiosk   (or a shortcut whose target ends in -kiosk)\n"
	default:
		return head + "Run it: unzip, move Starboard.app to Applications, then open it.\n\n" +
			"The app is not notarized, so the first time macOS says it cannot check it:\n" +
			"right-click (or Control-click) Starboard.app, choose Open, then Open again.\n" +
			"Or, in Terminal: xattr -dr com.apple.quarantine /Applications/Starboard.app\n" +
			kiosk + "  open /Applications/Starboard.app --args -kiosk\n"
	}
}
