package main

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"context"
	"debug/pe"
	"encoding/binary"
	"encoding/xml"
	"fmt"
	"image/png"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"
)

// archived is one file read back from an archive.
type archived struct {
	mode os.FileMode
	data []byte
}

// readArchive returns the regular files of a .tar.gz or .zip by name, and
// its folders.
func readArchive(t *testing.T, path string) (map[string]archived, []string) {
	t.Helper()
	files := map[string]archived{}
	var dirs []string
	if strings.HasSuffix(path, ".tar.gz") {
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		gz, err := gzip.NewReader(f)
		if err != nil {
			t.Fatal(err)
		}
		tr := tar.NewReader(gz)
		for {
			h, err := tr.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatal(err)
			}
			if h.Typeflag == tar.TypeDir {
				dirs = append(dirs, h.Name)
				continue
			}
			data, err := io.ReadAll(tr)
			if err != nil {
				t.Fatal(err)
			}
			files[h.Name] = archived{os.FileMode(h.Mode).Perm(), data}
		}
		return files, dirs
	}
	zr, err := zip.OpenReader(path)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	for _, zf := range zr.File {
		if zf.FileInfo().IsDir() {
			dirs = append(dirs, zf.Name)
			continue
		}
		rc, err := zf.Open()
		if err != nil {
			t.Fatal(err)
		}
		data, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			t.Fatal(err)
		}
		files[zf.Name] = archived{zf.Mode().Perm(), data}
	}
	return files, dirs
}

// checkArchive checks the layout of t's archive at path: the files each
// system needs, with the right modes, and that the program is bin.
func checkArchive(t *testing.T, tg target, version, path string, bin func([]byte) error) {
	t.Helper()
	files, dirs := readArchive(t, path)
	top := strings.TrimSuffix(strings.TrimSuffix(filepath.Base(path), ".zip"), ".tar.gz") + "/"
	var want map[string]os.FileMode
	var program string
	switch tg.GOOS {
	case "linux":
		program = top + "starboard"
		want = map[string]os.FileMode{program: 0o755, top + "starboard.png": 0o644, top + "starboard.desktop": 0o644, top + "README.txt": 0o644}
	case "windows":
		program = top + "Starboard.exe"
		want = map[string]os.FileMode{program: 0o755, top + "README.txt": 0o644}
	case "darwin":
		app := top + "Starboard.app/Contents/"
		program = app + "MacOS/starboard"
		want = map[string]os.FileMode{program: 0o755, app + "Info.plist": 0o644, app + "Resources/starboard.icns": 0o644, top + "README.txt": 0o644}
	}
	var names []string
	for name := range files {
		names = append(names, name)
	}
	slices.Sort(names)
	if len(names) != len(want) {
		t.Errorf("%s holds %q, want %d files", path, names, len(want))
	}
	for name, mode := range want {
		f, ok := files[name]
		if !ok {
			t.Errorf("%s: no %s (it holds %q)", path, name, names)
			continue
		}
		if f.mode != mode {
			t.Errorf("%s: %s has mode %v, want %v", path, name, f.mode, mode)
		}
	}
	for _, d := range dirs {
		if !strings.HasPrefix(d, top) && d != top {
			t.Errorf("%s: folder %s outside %s", path, d, top)
		}
	}
	if err := bin(files[program].data); err != nil {
		t.Errorf("%s: the program: %v", path, err)
	}
	if !strings.Contains(string(files[top+"README.txt"].data), version) {
		t.Errorf("%s: README.txt does not name version %s", path, version)
	}
	readme := string(files[top+"README.txt"].data)
	if !strings.Contains(readme, "-kiosk") {
		t.Errorf("%s: README.txt does not tell how to start the kiosk", path)
	}
	if !strings.Contains(readme, "top-left corner") || !strings.Contains(readme, "The code is "+staffCode) {
		t.Errorf("%s: README.txt does not tell kiosk staff how to exit and the default code:\n%s", path, readme)
	}
	// The archive holds no copy of the project, so its README points to
	// nothing outside the archive and the system.
	for _, absent := range []string{"README.md", "project's README", "starboard-cli", "make "} {
		if strings.Contains(readme, absent) {
			t.Errorf("%s: README.txt mentions %q, which is not in the archive", path, absent)
		}
	}
	switch tg.GOOS {
	case "linux":
		checkPNG(t, files[top+"starboard.png"].data, 256)
		if d := string(files[top+"starboard.desktop"].data); !strings.HasPrefix(d, "[Desktop Entry]\n") || !strings.Contains(d, "\nExec=starboard\n") {
			t.Errorf("%s: starboard.desktop is\n%s", path, d)
		}
	case "darwin":
		app := top + "Starboard.app/Contents/"
		checkPlist(t, files[app+"Info.plist"].data, map[string]string{
			"CFBundleExecutable": "starboard", "CFBundleIconFile": "starboard",
			"CFBundlePackageType": "APPL", "CFBundleShortVersionString": version,
		})
		checkIcns(t, files[app+"Resources/starboard.icns"].data)
	}
}

func checkPNG(t *testing.T, data []byte, size int) {
	t.Helper()
	cfg, err := png.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		t.Errorf("not a PNG: %v", err)
		return
	}
	if cfg.Width != size || cfg.Height != size {
		t.Errorf("PNG is %dx%d, want %dx%d", cfg.Width, cfg.Height, size, size)
	}
}

// checkPlist reads a property list's top dictionary of strings and checks
// the wanted keys.
func checkPlist(t *testing.T, data []byte, want map[string]string) {
	t.Helper()
	var plist struct {
		Dict struct {
			Items []struct {
				XMLName xml.Name
				Value   string `xml:",chardata"`
			} `xml:",any"`
		} `xml:"dict"`
	}
	if err := xml.Unmarshal(data, &plist); err != nil {
		t.Errorf("Info.plist: %v", err)
		return
	}
	got := map[string]string{}
	items := plist.Dict.Items
	for i := 0; i+1 < len(items); i += 2 {
		if items[i].XMLName.Local != "key" {
			t.Errorf("Info.plist: %s where a key was expected", items[i].XMLName.Local)
			return
		}
		got[items[i].Value] = items[i+1].Value
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("Info.plist: %s = %q, want %q", k, got[k], v)
		}
	}
}

// checkIcns walks an icns file: every entry a PNG of its type's size.
func checkIcns(t *testing.T, data []byte) {
	t.Helper()
	if len(data) < 8 || string(data[:4]) != "icns" || int(binary.BigEndian.Uint32(data[4:])) != len(data) {
		t.Errorf("not an icns file of its length (%d bytes)", len(data))
		return
	}
	sizes := map[string]int{}
	for _, it := range icnsTypes {
		sizes[it.kind] = it.size
	}
	seen := 0
	for at := 8; at < len(data); {
		if at+8 > len(data) {
			t.Errorf("icns: a truncated entry at %d", at)
			return
		}
		kind, n := string(data[at:at+4]), int(binary.BigEndian.Uint32(data[at+4:]))
		if n < 8 || at+n > len(data) {
			t.Errorf("icns: entry %s of length %d at %d overruns", kind, n, at)
			return
		}
		size, ok := sizes[kind]
		if !ok {
			t.Errorf("icns: unknown entry %s", kind)
		} else {
			checkPNG(t, data[at+8:at+n], size)
		}
		seen++
		at += n
	}
	if seen != len(icnsTypes) {
		t.Errorf("icns: %d entries, want %d", seen, len(icnsTypes))
	}
}

// Every target's archive has its system's layout (with a stand-in for the
// program: building all five takes minutes; TestRelease builds them).
func TestArchiveLayouts(t *testing.T) {
	out := t.TempDir()
	binPath := filepath.Join(t.TempDir(), "program")
	stub := []byte("stand-in program\x00\x01")
	if err := os.WriteFile(binPath, stub, 0o755); err != nil {
		t.Fatal(err)
	}
	const version = "v9.8.7-test"
	for _, tg := range allTargets {
		path, err := pack(tg, version, binPath, out, archiveTime())
		if err != nil {
			t.Fatalf("%s: %v", tg, err)
		}
		checkArchive(t, tg, version, path, func(b []byte) error {
			if !bytes.Equal(b, stub) {
				return fmt.Errorf("%d bytes, not the program packed", len(b))
			}
			return nil
		})
	}
	// Packing again gives the same bytes: archives are reproducible.
	again := t.TempDir()
	for _, tg := range allTargets {
		p1, _ := pack(tg, version, binPath, out, archiveTime())
		p2, err := pack(tg, version, binPath, again, archiveTime())
		if err != nil {
			t.Fatal(err)
		}
		a, _ := os.ReadFile(p1)
		b, _ := os.ReadFile(p2)
		if !bytes.Equal(a, b) {
			t.Errorf("%s: two packings differ", tg)
		}
	}
}

// iconGroup walks the resources of a PE file (an object file or an
// executable) and returns the images of icon group 1. base is subtracted
// from the data addresses: the section's virtual address in an
// executable, 0 in an object file.
func iconGroup(f *pe.File) ([][]byte, []int, error) {
	sec := f.Section(".rsrc")
	if sec == nil {
		return nil, nil, fmt.Errorf("no .rsrc section")
	}
	data, err := sec.Data()
	if err != nil {
		return nil, nil, err
	}
	base := sec.VirtualAddress
	le := binary.LittleEndian
	// lookup finds id in the directory at off; it returns the entry's
	// offset field.
	lookup := func(off, id uint32) (uint32, error) {
		if int(off)+16 > len(data) {
			return 0, fmt.Errorf("directory at %d out of the section", off)
		}
		n := uint32(le.Uint16(data[off+12:])) + uint32(le.Uint16(data[off+14:]))
		for i := range n {
			e := off + 16 + 8*i
			if int(e)+8 > len(data) {
				return 0, fmt.Errorf("entry out of the section")
			}
			if le.Uint32(data[e:]) == id {
				return le.Uint32(data[e+4:]), nil
			}
		}
		return 0, fmt.Errorf("no entry %d in the directory at %d", id, off)
	}
	resource := func(typ, id uint32) ([]byte, error) {
		off, err := lookup(0, typ)
		if err != nil {
			return nil, err
		}
		if off, err = lookup(off&^(1<<31), id); err != nil {
			return nil, err
		}
		lang := off &^ (1 << 31)
		if int(lang)+24 > len(data) {
			return nil, fmt.Errorf("language directory out of the section")
		}
		entry := le.Uint32(data[lang+20:])
		if int(entry)+16 > len(data) {
			return nil, fmt.Errorf("data entry out of the section")
		}
		at, size := le.Uint32(data[entry:])-base, le.Uint32(data[entry+4:])
		if uint64(at)+uint64(size) > uint64(len(data)) {
			return nil, fmt.Errorf("resource %d/%d data at %d+%d out of the section", typ, id, at, size)
		}
		return data[at : at+size], nil
	}
	group, err := resource(rtGroupIcon, 1)
	if err != nil {
		return nil, nil, err
	}
	if len(group) < 6 || le.Uint16(group[2:]) != 1 {
		return nil, nil, fmt.Errorf("icon group 1 is not an icon directory")
	}
	n := int(le.Uint16(group[4:]))
	var images [][]byte
	var sizes []int
	for i := range n {
		e := group[6+14*i:]
		img, err := resource(rtIcon, uint32(le.Uint16(e[12:])))
		if err != nil {
			return nil, nil, err
		}
		if int(le.Uint32(e[8:])) != len(img) {
			return nil, nil, fmt.Errorf("icon %d: the group says %d bytes, the resource has %d", i, le.Uint32(e[8:]), len(img))
		}
		size := int(e[0])
		if size == 0 {
			size = 256
		}
		images, sizes = append(images, img), append(sizes, size)
	}
	return images, sizes, nil
}

// The resource object holds icon group 1 with one PNG per size, and a
// relocation for every data entry.
func TestIconSyso(t *testing.T) {
	obj, err := windowsIcon()
	if err != nil {
		t.Fatal(err)
	}
	f, err := pe.NewFile(bytes.NewReader(obj))
	if err != nil {
		t.Fatalf("the resource object does not read as COFF: %v", err)
	}
	if f.Machine != pe.IMAGE_FILE_MACHINE_AMD64 || len(f.Sections) != 1 || len(f.Symbols) != 1 || f.Symbols[0].Name != ".rsrc" {
		t.Fatalf("machine %#x, %d sections, symbols %v", f.Machine, len(f.Sections), f.Symbols)
	}
	images, sizes, err := iconGroup(f)
	if err != nil {
		t.Fatal(err)
	}
	if want := []int{16, 24, 32, 48, 64, 128, 256}; !slices.Equal(sizes, want) {
		t.Errorf("icon sizes %v, want %v", sizes, want)
	}
	for i, img := range images {
		checkPNG(t, img, sizes[i])
	}
	if got, want := len(f.Sections[0].Relocs), len(images)+1; got != want {
		t.Errorf("%d relocations, want %d (one per data entry)", got, want)
	}
}

// The Go linker takes the resource object into a Windows program, which
// then has the icon among its resources (what Explorer shows).
func TestWindowsProgramHasIcon(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a Windows program")
	}
	dir := t.TempDir()
	obj, err := windowsIcon()
	if err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string][]byte{
		"go.mod":  []byte("module icontest\n\ngo 1.26\n"),
		"main.go": []byte("package main\n\nfunc main() {}\n"),
		sysoName:  obj,
	} {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	exe := filepath.Join(dir, "icontest.exe")
	cmd := exec.Command("go", "build", "-o", exe, ".")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOOS=windows", "GOARCH=amd64", "GOFLAGS=-mod=mod")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	f, err := pe.Open(exe)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	images, sizes, err := iconGroup(f)
	if err != nil {
		t.Fatalf("the program's icon: %v", err)
	}
	for i, img := range images {
		checkPNG(t, img, sizes[i])
	}
}

// TestRelease builds real archives and checks them. By default it builds
// the one for this machine (when it is a release target) and runs the
// program from it with -version; STARBOARD_DIST=all builds all five
// targets, as `make dist` does (minutes on a small machine).
func TestRelease(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the program")
	}
	targets := []target{{runtime.GOOS, runtime.GOARCH}}
	if os.Getenv("STARBOARD_DIST") == "all" {
		targets = allTargets
	} else if !slices.Contains(allTargets, targets[0]) {
		t.Skipf("%s is not a release target; STARBOARD_DIST=all builds them all", targets[0])
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Minute)
	defer cancel()
	root, err := moduleRoot(ctx)
	if err != nil {
		t.Fatal(err)
	}
	out := t.TempDir()
	const version = "v0.0.0-disttest"
	written, err := release(ctx, root, out, version, targets, t.Logf)
	if err != nil {
		t.Fatal(err)
	}
	if len(written) != len(targets)+1 {
		t.Fatalf("wrote %q, want %d archives and SHA256SUMS", written, len(targets))
	}
	sums, err := os.ReadFile(filepath.Join(out, "SHA256SUMS"))
	if err != nil {
		t.Fatal(err)
	}
	for i, tg := range targets {
		path := written[i]
		if !strings.Contains(string(sums), "  "+filepath.Base(path)+"\n") {
			t.Errorf("SHA256SUMS does not list %s:\n%s", filepath.Base(path), sums)
		}
		checkArchive(t, tg, version, path, func(bin []byte) error { return checkProgram(t, tg, version, bin) })
	}
	if _, err := os.Stat(filepath.Join(root, sysoName)); err == nil {
		t.Errorf("%s was left in the module root", sysoName)
	}
	if _, err := exec.LookPath("sha256sum"); err == nil {
		cmd := exec.Command("sha256sum", "-c", "SHA256SUMS")
		cmd.Dir = out
		if msg, err := cmd.CombinedOutput(); err != nil {
			t.Errorf("sha256sum -c: %v\n%s", err, msg)
		}
	}
}

// checkProgram checks a built program: the right kind of executable for
// its target, the Windows one with its icon, and the one for this machine
// run with -version.
func checkProgram(t *testing.T, tg target, version string, bin []byte) error {
	magic := map[string][]byte{"linux": []byte("\x7fELF"), "windows": []byte("MZ"), "darwin": {0xcf, 0xfa, 0xed, 0xfe}}[tg.GOOS]
	if !bytes.HasPrefix(bin, magic) {
		return fmt.Errorf("not a %s executable (starts % x)", tg.GOOS, bin[:min(4, len(bin))])
	}
	if tg.GOOS == "windows" {
		f, err := pe.NewFile(bytes.NewReader(bin))
		if err != nil {
			return err
		}
		if _, _, err := iconGroup(f); err != nil {
			return fmt.Errorf("the icon: %w", err)
		}
	}
	if tg.GOOS != runtime.GOOS || tg.GOARCH != runtime.GOARCH {
		return nil
	}
	path := filepath.Join(t.TempDir(), "starboard")
	if err := os.WriteFile(path, bin, 0o755); err != nil {
		return err
	}
	got, err := exec.Command(path, "-version").Output()
	if err != nil {
		return fmt.Errorf("-version: %v", err)
	}
	if !strings.HasPrefix(string(got), "starboard "+version+" ") {
		return fmt.Errorf("-version printed %q, want it to start with starboard %s", got, version)
	}
	return nil
}

// The browser build's icons in wasm/ are the ones this program draws
// (regenerate them with go run ./tools/dist -web-icons wasm).
func TestWebIconsUpToDate(t *testing.T) {
	files, err := webIcons()
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range files {
		got, err := os.ReadFile(filepath.Join("..", "..", "wasm", name))
		if err != nil {
			t.Errorf("wasm/%s: %v", name, err)
			continue
		}
		if !bytes.Equal(got, want) {
			t.Errorf("wasm/%s differs from the drawn icon: run go run ./tools/dist -web-icons wasm", name)
		}
	}
	ico := files["favicon.ico"]
	if n := binary.LittleEndian.Uint16(ico[4:]); n != 3 {
		t.Fatalf("favicon.ico has %d images, want 3", n)
	}
	for i, size := range []int{16, 32, 48} {
		e := ico[6+16*i:]
		at, n := binary.LittleEndian.Uint32(e[12:]), binary.LittleEndian.Uint32(e[8:])
		checkPNG(t, ico[at:at+n], size)
	}
}

// TestStaffCodeMatchesTheKiosk checks that the staff code the archives'
// README gives is the kiosk's default, read from scenes/menu's source (this
// package does not import the screens).
func TestStaffCodeMatchesTheKiosk(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("..", "..", "scenes", "menu", "staff.go"))
	if err != nil {
		t.Fatal(err)
	}
	want := "const DefaultStaffCode = \"" + staffCode + "\""
	if !strings.Contains(string(src), want) {
		t.Errorf("scenes/menu/staff.go has no %s: tools/dist's staffCode is out of date", want)
	}
}
