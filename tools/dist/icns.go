package main

import (
	"bytes"
	"encoding/binary"
)

// icnsTypes are the macOS icon types this program writes, each a PNG
// image of the given size in pixels (a @2x type holds twice its points).
var icnsTypes = []struct {
	kind string
	size int
}{
	{"icp4", 16}, {"icp5", 32}, {"ic11", 32}, {"ic12", 64},
	{"ic07", 128}, {"ic13", 256}, {"ic08", 256}, {"ic14", 512},
	{"ic09", 512}, {"ic10", 1024},
}

// icns returns an Apple icon file: the magic "icns", the file's length,
// then for every type its four-letter code, the entry's length (with its
// eight-byte header) and the PNG data. png returns the image of a size.
func icns(png func(size int) ([]byte, error)) ([]byte, error) {
	var body bytes.Buffer
	for _, t := range icnsTypes {
		data, err := png(t.size)
		if err != nil {
			return nil, err
		}
		body.WriteString(t.kind)
		body.Write(binary.BigEndian.AppendUint32(nil, uint32(8+len(data))))
		body.Write(data)
	}
	var out bytes.Buffer
	out.WriteString("icns")
	out.Write(binary.BigEndian.AppendUint32(nil, uint32(8+body.Len())))
	out.Write(body.Bytes())
	return out.Bytes(), nil
}
