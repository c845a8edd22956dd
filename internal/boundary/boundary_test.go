package boundary

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// headlessTrees are the directories, relative to the module root, whose
// packages must build and test without a display or a C compiler.
var headlessTrees = []string{"rules", "ai", "match", "cmd/starboard-cli", "wire", "server", "remote"}

// documentedTrees are the library directories whose every package must have
// a package doc comment.
var documentedTrees = []string{"rules", "ai", "match", "wire", "server", "remote"}

// forbiddenPrefixes are import paths (and everything below them) that no
// headless package may depend on, directly or not.
var forbiddenPrefixes = []string{
	"github.com/hajimehoshi/ebiten",
	"starboard/scenes",
	"starboard/sprites",
	"starboard/audio",
	"runtime/cgo",
}

// titleFreeTrees are the screen directories that must not depend on any
// title: the menus read every title from the App's shelf (package
// scenes/shelf, handed over by main), so a new title never touches them.
var titleFreeTrees = []string{"scenes/menu"}

// titleFreeAllowed are the packages under starboard/rules/ and
// starboard/scenes/ that the title-free trees may depend on: the shared
// ones, none of a title.
var titleFreeAllowed = map[string]bool{
	"starboard/rules":        true,
	"starboard/scenes":       true,
	"starboard/scenes/input": true,
}

// listedPackage is the part of `go list -json` output the tests read.
type listedPackage struct {
	ImportPath string
	Name       string
	Dir        string
	Doc        string
	Standard   bool
	GoFiles    []string
	CgoFiles   []string
	Deps       []string
	Error      *struct{ Err string }
	DepsErrors []*struct{ Err string }
}

// TestHeadlessLayersAvoidScreenAndCgo checks that no package under the
// headless trees, nor any of their tests, depends on Ebitengine, on a screen
// package or on cgo, with CGO_ENABLED=0 as the headless builds use.
func TestHeadlessLayersAvoidScreenAndCgo(t *testing.T) {
	root := moduleRoot(t)
	patterns := existingPatterns(t, root, headlessTrees)
	if len(patterns) == 0 {
		t.Fatalf("none of %v exists under %s", headlessTrees, root)
	}

	packages := goList(t, root, []string{"CGO_ENABLED=0"}, append([]string{"-test"}, patterns...)...)
	checked := 0
	for _, pkg := range packages {
		if reportListErrors(t, pkg) {
			continue
		}
		checked++
		reported := map[string]bool{} // one message per forbidden tree, not per package inside it
		for _, dep := range append([]string{pkg.ImportPath}, pkg.Deps...) {
			if prefix, ok := forbidden(dep); ok && !reported[prefix] {
				reported[prefix] = true
				t.Errorf("%s depends on %s (nothing under %v may depend on %s)", pkg.ImportPath, dep, headlessTrees, prefix)
			}
		}
	}
	if checked == 0 {
		t.Fatalf("go list %v found no package to check", patterns)
	}
	t.Logf("checked %d packages (with their tests) under %v", checked, patterns)
}

// TestHeadlessLayersUseNoCgoFiles checks, with cgo enabled so that files
// importing "C" are visible, that no non-standard package reached from the
// headless trees contains cgo files.
func TestHeadlessLayersUseNoCgoFiles(t *testing.T) {
	root := moduleRoot(t)
	patterns := existingPatterns(t, root, headlessTrees)
	if len(patterns) == 0 {
		t.Fatalf("none of %v exists under %s", headlessTrees, root)
	}

	packages := goList(t, root, []string{"CGO_ENABLED=1"}, append([]string{"-deps", "-test"}, patterns...)...)
	for _, pkg := range packages {
		if pkg.Standard || pkg.Error != nil {
			continue
		}
		if len(pkg.CgoFiles) > 0 {
			t.Errorf("%s uses cgo in %v; packages reached from %v must be pure Go", pkg.ImportPath, pkg.CgoFiles, headlessTrees)
		}
	}
}

// TestLibraryPackagesHaveDocComments checks that every package under the
// library trees has a package doc comment.
func TestLibraryPackagesHaveDocComments(t *testing.T) {
	root := moduleRoot(t)
	patterns := existingPatterns(t, root, documentedTrees)
	if len(patterns) == 0 {
		t.Fatalf("none of %v exists under %s", documentedTrees, root)
	}

	// With cgo enabled, so that a package made only of cgo files is listed
	// (TestHeadlessLayersUseNoCgoFiles reports it) rather than skipped.
	packages := goList(t, root, []string{"CGO_ENABLED=1"}, patterns...)
	checked := 0
	for _, pkg := range packages {
		if pkg.Error != nil || len(pkg.GoFiles)+len(pkg.CgoFiles) == 0 {
			continue // reported by the other tests; a test-only directory has nothing to document
		}
		checked++
		if strings.TrimSpace(pkg.Doc) == "" {
			t.Errorf("package %s (%s) has no package doc comment; add one, e.g. in doc.go: // Package %s ...", pkg.ImportPath, pkg.Dir, pkg.Name)
		}
	}
	if checked == 0 {
		t.Fatalf("go list %v found no package to check", patterns)
	}
}

// TestMenusDependOnNoTitle checks that the menus (and what they import,
// directly or not; not their tests) reach no package of a title:
// nothing under rules/ or scenes/ but the shared packages, so neither
// rules/<slug>, nor rules/catalog, nor scenes/<slug>, nor scenes/shelf.
func TestMenusDependOnNoTitle(t *testing.T) {
	root := moduleRoot(t)
	patterns := existingPatterns(t, root, titleFreeTrees)
	if len(patterns) == 0 {
		t.Fatalf("none of %v exists under %s", titleFreeTrees, root)
	}
	checked := 0
	for _, pkg := range goList(t, root, nil, patterns...) {
		if pkg.Error != nil {
			t.Errorf("%s does not load: %s", pkg.ImportPath, pkg.Error.Err)
			continue
		}
		checked++
		for _, dep := range pkg.Deps {
			under := strings.HasPrefix(dep, "starboard/rules/") || strings.HasPrefix(dep, "starboard/scenes/")
			if under && !titleFreeAllowed[dep] {
				t.Errorf("%s depends on %s; the menus read titles from the App's shelf and import no title", pkg.ImportPath, dep)
			}
		}
	}
	if checked == 0 {
		t.Fatalf("go list %v found no package to check", patterns)
	}
}

// TestArtDependsOnNoScene checks that no package under sprites/, nor any
// of their tests, depends on a screen package (the art knows no scene),
// and that the shared art (package sprites and what is under
// sprites/internal), tests included, depends on no title's art
// (sprites/<title>).
func TestArtDependsOnNoScene(t *testing.T) {
	root := moduleRoot(t)
	checked := 0
	for _, pkg := range goList(t, root, nil, "-test", "./sprites/...") {
		if pkg.Error != nil {
			t.Errorf("%s does not load: %s", pkg.ImportPath, pkg.Error.Err)
			continue
		}
		checked++
		path := plainPath(pkg.ImportPath)
		shared := path == "starboard/sprites" || strings.HasPrefix(path, "starboard/sprites/internal/")
		var scene, title string // the first of each the package depends on
		for _, dep := range pkg.Deps {
			dep = plainPath(dep)
			if scene == "" && (dep == "starboard/scenes" || strings.HasPrefix(dep, "starboard/scenes/")) {
				scene = dep
				t.Errorf("%s depends on %s; the art must not reach up into the scenes", pkg.ImportPath, dep)
			}
			if shared && title == "" && strings.HasPrefix(dep, "starboard/sprites/") && !strings.HasPrefix(dep, "starboard/sprites/internal/") {
				title = dep
				t.Errorf("%s depends on %s; the shared art knows no title", pkg.ImportPath, dep)
			}
		}
	}
	if checked == 0 {
		t.Fatal("go list ./sprites/... found no package to check")
	}
}

// plainPath returns the import path of a package go list -test names,
// without the test variant: "p [p.test]", "p_test" and "p.test" are p.
func plainPath(importPath string) string {
	importPath, _, _ = strings.Cut(importPath, " ")
	importPath = strings.TrimSuffix(importPath, ".test")
	return strings.TrimSuffix(importPath, "_test")
}

// forbidden reports whether importPath is, or is below, a forbidden path.
func forbidden(importPath string) (string, bool) {
	for _, prefix := range forbiddenPrefixes {
		if importPath == prefix || strings.HasPrefix(importPath, prefix+"/") {
			return prefix, true
		}
	}
	return "", false
}

// reportListErrors fails the test for a package that go list could not
// load, and tells whether it did. A directory with only test files is not an
// error: there is no library code in it to check.
func reportListErrors(t *testing.T, pkg listedPackage) bool {
	t.Helper()
	failed := false
	if pkg.Error != nil {
		if strings.Contains(pkg.Error.Err, "no non-test Go files") {
			return true
		}
		t.Errorf("%s does not load with CGO_ENABLED=0: %s", pkg.ImportPath, pkg.Error.Err)
		failed = true
	}
	for _, depErr := range pkg.DepsErrors {
		t.Errorf("%s has a dependency that does not load with CGO_ENABLED=0: %s", pkg.ImportPath, depErr.Err)
		failed = true
	}
	return failed
}

// moduleRoot returns the directory holding the main module's go.mod, found
// by walking up from the working directory.
func moduleRoot(t *testing.T) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatalf("Getwd: %v", err)
	}
	for {
		data, err := os.ReadFile(filepath.Join(dir, "go.mod"))
		if err == nil && bytes.HasPrefix(bytes.TrimSpace(data), []byte("module starboard")) {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatalf("no go.mod of module starboard above the working directory")
		}
		dir = parent
	}
}

// existingPatterns turns the trees that exist under root into go list
// patterns such as ./rules/... .
func existingPatterns(t *testing.T, root string, trees []string) []string {
	t.Helper()
	var patterns []string
	for _, tree := range trees {
		info, err := os.Stat(filepath.Join(root, filepath.FromSlash(tree)))
		switch {
		case err == nil && info.IsDir():
			patterns = append(patterns, "./"+tree+"/...")
		case err == nil, errors.Is(err, os.ErrNotExist):
			// Not written yet: nothing to check.
		default:
			t.Fatalf("stat %s: %v", tree, err)
		}
	}
	return patterns
}

// goList runs `go list -e -json args...` in root with the extra environment
// and decodes the packages it prints.
func goList(t *testing.T, root string, env []string, args ...string) []listedPackage {
	t.Helper()
	goCommand, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("the go command is not on PATH: %v", err)
	}
	cmd := exec.Command(goCommand, append([]string{"list", "-e", "-json"}, args...)...)
	cmd.Dir = root
	cmd.Env = append(os.Environ(), env...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout = &stdout
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s go list %v: %v\n%s", strings.Join(env, " "), args, err, stderr.String())
	}

	var packages []listedPackage
	decoder := json.NewDecoder(&stdout)
	for {
		var pkg listedPackage
		err := decoder.Decode(&pkg)
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("decode go list output: %v", err)
		}
		packages = append(packages, pkg)
	}
	return packages
}

// TestTheGameLinksNoNATS checks that the game's own build for the browser
// (the module's main package for js/wasm) and the protocol package depend
// on no NATS code: the server keeps NATS; clients speak the protocol. Nor
// on net/http: the page talks through the browser's own WebSocket, and
// net/http would add megabytes to what a phone downloads.
func TestTheGameLinksNoNATS(t *testing.T) {
	root := moduleRoot(t)
	checked := 0
	for _, pkg := range goList(t, root, []string{"GOOS=js", "GOARCH=wasm"}, ".", "./wire/...", "./remote/...") {
		if pkg.Error != nil {
			t.Errorf("%s does not load: %s", pkg.ImportPath, pkg.Error.Err)
			continue
		}
		checked++
		for _, dep := range pkg.Deps {
			if strings.HasPrefix(dep, "github.com/nats-io/") || dep == "starboard/server" {
				t.Errorf("%s depends on %s; the browser build must not link NATS", pkg.ImportPath, dep)
				break
			}
			if dep == "net/http" {
				t.Errorf("%s depends on net/http in the browser build", pkg.ImportPath)
				break
			}
		}
	}
	if checked == 0 {
		t.Fatal("go list found no package to check")
	}
}
