package dev.clauselens.documents.extract;

/**
 * Where a line of a PDF page starts and ends, how wide its first word is and how wide a space: written by
 * {@link PdfTextStripper} after the line's text, read back by {@link PdfExtractor} to tell a paragraph's last
 * line from a line the text wrapped.
 */
record LineGeometry(float start, float end, float firstWordWidth, float spaceWidth) {
    static final char MARKER = '\u0001';

    String marker() {
        return MARKER + (start + " " + end + " " + firstWordWidth + " " + spaceWidth);
    }

    /** The geometry after the marker, or null if the text has none. */
    static LineGeometry parse(String text) {
        String[] parts = text.split(" ");
        if (parts.length != 4) {
            return null;
        }
        try {
            return new LineGeometry(Float.parseFloat(parts[0]), Float.parseFloat(parts[1]),
                Float.parseFloat(parts[2]), Float.parseFloat(parts[3]));
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /**
     * Whether the next line's first word would have fitted at the end of this one, with room to spare, before
     * {@code rightEdge} (where its paragraph's longest line ends): then the writer broke the line, not the wrapping,
     * and a paragraph ends here.
     */
    boolean leavesRoomFor(LineGeometry next, float rightEdge) {
        float space = spaceWidth > 0 ? spaceWidth : next.firstWordWidth / 4;
        return rightEdge - end > next.firstWordWidth + 2 * space;
    }
}
