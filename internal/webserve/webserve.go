// Package webserve serves the browser build of Starboard (a directory that
// `make web` filled): files as they are, except that a request accepting
// brotli or gzip gets the precompressed copy written beside a file
// (NAME.br, NAME.gz) with its Content-Encoding. tools/serve and the browser
// test use it; docs/browser.md says how to do the same with other web servers.
package webserve

import (
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
)

// encodings are the precompressed forms, in order of preference.
var encodings = []struct{ name, ext string }{
	{"br", ".br"},
	{"gzip", ".gz"},
}

// types are the content types of the site's files that Go's mime table
// may not know.
var types = map[string]string{
	".wasm":        "application/wasm",
	".webmanifest": "application/manifest+json",
	".js":          "text/javascript; charset=utf-8",
	".json":        "application/json",
	".ico":         "image/x-icon",
}

// Handler serves dir. Every answer says Cache-Control: no-cache, so a
// browser revalidates (a 304 when unchanged) and a new build is seen at
// once; the service worker (sw.js) keeps the copies used offline.
func Handler(dir string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		name := path.Clean("/" + r.URL.Path)
		if strings.HasSuffix(name, "/") || name == "/" {
			name = path.Join(name, "index.html")
		}
		if strings.HasSuffix(name, ".br") || strings.HasSuffix(name, ".gz") {
			http.NotFound(w, r) // only ever sent as an encoding
			return
		}
		file := filepath.Join(dir, filepath.FromSlash(name))
		info, err := os.Stat(file)
		if err != nil || info.IsDir() {
			http.NotFound(w, r)
			return
		}
		h := w.Header()
		h.Set("Cache-Control", "no-cache")
		ext := path.Ext(name)
		ctype := types[ext]
		if ctype == "" {
			ctype = mime.TypeByExtension(ext)
		}
		if ctype != "" {
			h.Set("Content-Type", ctype)
		}
		serve, encoding := file, ""
		compressed := false
		for _, e := range encodings {
			ci, err := os.Stat(file + e.ext)
			if err != nil || ci.IsDir() {
				continue
			}
			compressed = true
			if encoding == "" && Accepts(r.Header.Get("Accept-Encoding"), e.name) {
				serve, encoding, info = file+e.ext, e.name, ci
			}
		}
		if compressed {
			h.Add("Vary", "Accept-Encoding")
		}
		f, err := os.Open(serve)
		if err != nil {
			http.NotFound(w, r)
			return
		}
		defer f.Close()
		if encoding != "" {
			h.Set("Content-Encoding", encoding)
			// A validator per encoding, so a cache never answers a gzip
			// request with brotli bytes.
			h.Set("ETag", strconv.Quote(strconv.FormatInt(info.ModTime().UnixNano(), 36)+"-"+strconv.FormatInt(info.Size(), 36)+"-"+encoding))
		}
		http.ServeContent(w, r, name, info.ModTime(), f)
	})
}

// Accepts reports whether an Accept-Encoding header value accepts coding:
// listed by name (or as *) without q=0.
func Accepts(header, coding string) bool {
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		name = strings.TrimSpace(name)
		if !strings.EqualFold(name, coding) && name != "*" {
			continue
		}
		q := 1.0
		for _, p := range strings.Split(params, ";") {
			k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
			if ok && strings.EqualFold(strings.TrimSpace(k), "q") {
				if f, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil {
					q = f
				}
			}
		}
		return q > 0
	}
	return false
}
