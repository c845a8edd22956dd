package main

import (
	"bytes"
	"encoding/binary"
	"os"
	"path/filepath"
)

// webIcons are the icons of the browser build, committed in wasm/ (the
// page's favicon and the web manifest's icons), by file name.
func webIcons() (map[string][]byte, error) {
	files := map[string][]byte{}
	for name, size := range map[string]int{"icon-192.png": 192, "icon-512.png": 512} {
		data, err := iconPNG(size)
		if err != nil {
			return nil, err
		}
		files[name] = data
	}
	ico, err := icoFile([]int{16, 32, 48})
	if err != nil {
		return nil, err
	}
	files["favicon.ico"] = ico
	return files, nil
}

// icoFile returns a Windows icon file holding the icon at each size as
// PNG: the directory (ICONDIR, one ICONDIRENTRY per image) then the images.
func icoFile(sizes []int) ([]byte, error) {
	le := binary.LittleEndian
	var dir, images bytes.Buffer
	dir.Write(le.AppendUint16(nil, 0))
	dir.Write(le.AppendUint16(nil, 1))
	dir.Write(le.AppendUint16(nil, uint16(len(sizes))))
	offset := 6 + 16*len(sizes)
	for _, s := range sizes {
		data, err := iconPNG(s)
		if err != nil {
			return nil, err
		}
		dim := byte(s)
		if s >= 256 {
			dim = 0
		}
		dir.Write([]byte{dim, dim, 0, 0})
		dir.Write(le.AppendUint16(nil, 1))
		dir.Write(le.AppendUint16(nil, 32))
		dir.Write(le.AppendUint32(nil, uint32(len(data))))
		dir.Write(le.AppendUint32(nil, uint32(offset+images.Len())))
		images.Write(data)
	}
	return append(dir.Bytes(), images.Bytes()...), nil
}

// writeWebIcons writes the browser build's icons into dir.
func writeWebIcons(dir string) error {
	files, err := webIcons()
	if err != nil {
		return err
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			return err
		}
	}
	return nil
}
