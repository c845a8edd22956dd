package revenant

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestEveryClauseTested checks that each clause tag of doc.go ([V5.move])
// has a scenario test named after it (TestV5Move).
func TestEveryClauseTested(t *testing.T) {
	doc, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	tests := map[string]bool{}
	files, _ := filepath.Glob("*_test.go")
	for _, f := range files {
		af, err := parser.ParseFile(token.NewFileSet(), f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, o := range af.Scope.Objects {
			tests[o.Name] = true
		}
	}
	tags := regexp.MustCompile(`\[([VS]\d+)\.([a-z0-9]+)\]`).FindAllStringSubmatch(string(doc), -1)
	if len(tags) < 30 {
		t.Fatalf("only %d clause tags found", len(tags))
	}
	for _, m := range tags {
		name := "Test" + m[1] + strings.ToUpper(m[2][:1]) + m[2][1:]
		if !tests[name] {
			t.Errorf("clause [%s.%s] has no test %s", m[1], m[2], name)
		}
	}
}
