package dev.clauselens.documents.structure;

import java.util.List;

/** The result of section detection: one role per paragraph, and the title the document shows. */
record Outline(List<ParagraphRole> roles, String title) {
}
