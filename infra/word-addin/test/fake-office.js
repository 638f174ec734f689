// A small fake of the Office.js calls the task pane uses, over a document of paragraphs given in
// window.__fakeParagraphs. It behaves as Word does where the task pane depends on it: search stays
// inside one paragraph, refuses more than 255 characters and returns non-overlapping matches in
// order; ranges expand; selection, highlights, comments, tracked insertions and replacements are recorded in
// window.fakeWord for the test to read.
(() => {
  const doc = {
    paragraphs: (window.__fakeParagraphs ?? []).map((p) => ({ ...p })),
    selection: null,
    highlights: [],
    comments: [],
    inserted: [],
    replaced: [],
    changeTrackingMode: "Off",
    searches: [],
  };
  window.fakeWord = doc;

  class Range {
    constructor(startParagraph, startOffset, endParagraph, endOffset) {
      Object.assign(this, { startParagraph, startOffset, endParagraph, endOffset });
      const range = this;
      this.font = {
        set highlightColor(color) {
          doc.highlights.push({ ...range.position(), color });
        },
      };
    }

    get text() {
      const parts = [];
      for (let i = this.startParagraph; i <= this.endParagraph; i++) {
        const text = doc.paragraphs[i].text;
        parts.push(text.slice(i === this.startParagraph ? this.startOffset : 0, i === this.endParagraph ? this.endOffset : text.length));
      }
      return parts.join("\r");
    }

    position() {
      return { startParagraph: this.startParagraph, startOffset: this.startOffset, endParagraph: this.endParagraph,
        endOffset: this.endOffset, text: this.text };
    }

    load() {
      return this;
    }

    search(text, options = {}) {
      doc.searches.push(text);
      if (text.length > 255) {
        throw Object.assign(new Error("The search string is too long (SearchStringInvalidOrTooLong)."),
          { code: "SearchStringInvalidOrTooLong" });
      }
      const needle = text.replaceAll("^^", "^");
      const items = [];
      for (let i = this.startParagraph; i <= this.endParagraph; i++) {
        const paragraph = doc.paragraphs[i].text;
        const from = i === this.startParagraph ? this.startOffset : 0;
        const to = i === this.endParagraph ? this.endOffset : paragraph.length;
        const haystack = options.matchCase ? paragraph : paragraph.toLowerCase();
        const wanted = options.matchCase ? needle : needle.toLowerCase();
        for (let at = haystack.indexOf(wanted, from); at >= 0 && at + wanted.length <= to;
          at = haystack.indexOf(wanted, at + wanted.length)) {
          items.push(new Range(i, at, i, at + wanted.length));
        }
      }
      return { items, load() { return this; } };
    }

    expandTo(other) {
      return new Range(this.startParagraph, this.startOffset, other.endParagraph, other.endOffset);
    }

    select() {
      doc.selection = this.position();
    }

    insertComment(text) {
      doc.comments.push({ ...this.position(), comment: text });
    }

    /** Replaces the range's text (within one paragraph, as the pane uses it), recording the tracking mode. */
    insertText(text, location) {
      if (location !== "Replace" || this.startParagraph !== this.endParagraph) {
        throw new Error(`the fake replaces text within one paragraph only, not ${location}`);
      }
      doc.replaced.push({ ...this.position(), with: text, tracked: doc.changeTrackingMode });
      const paragraph = doc.paragraphs[this.startParagraph];
      paragraph.text = paragraph.text.slice(0, this.startOffset) + text + paragraph.text.slice(this.endOffset);
    }

    delete() {
      this.insertText("", "Replace");
    }
  }

  class Paragraph extends Range {
    constructor(index) {
      super(index, 0, index, doc.paragraphs[index].text.length);
      this.index = index;
    }

    get style() {
      return doc.paragraphs[this.index].style ?? "Normal";
    }

    get styleBuiltIn() {
      return doc.paragraphs[this.index].styleBuiltIn ?? this.style;
    }
  }

  function context() {
    const paragraphs = {
      get items() {
        return doc.paragraphs.map((_, i) => new Paragraph(i));
      },
      load() {
        return this;
      },
    };
    return {
      document: {
        body: {
          get text() {
            return doc.paragraphs.map((p) => p.text).join("\r");
          },
          paragraphs,
          load() {
            return this;
          },
          insertParagraph(text, location) {
            doc.inserted.push({ text, location, tracked: doc.changeTrackingMode });
          },
        },
        set changeTrackingMode(mode) {
          doc.changeTrackingMode = mode;
        },
      },
      async sync() {},
    };
  }

  window.Word = {
    run: async (batch) => batch(context()),
    InsertLocation: { end: "End", start: "Start", replace: "Replace" },
    ChangeTrackingMode: { trackAll: "TrackAll", off: "Off" },
  };
  window.Office = {
    HostType: { Word: "Word" },
    onReady(callback) {
      const info = { host: "Word", platform: "PC" };
      return Promise.resolve(info).then((value) => (callback ? callback(value) : value));
    },
  };
})();
