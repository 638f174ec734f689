package dev.clauselens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.clauselens.core.document.Chunk;
import dev.clauselens.core.document.DocumentSource;
import dev.clauselens.core.document.SourceType;
import dev.clauselens.core.error.InvalidInputException;
import dev.clauselens.documents.StandardDocumentParser;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LibreOfficePdfTest {
    @TempDir
    Path dir;

    @Test
    void printsATextSingleSpacedAndItsParagraphsReadBackFromThePdf() throws Exception {
        assumeTrue(Files.isExecutable(LibreOfficePdf.installed()), "LibreOffice is not installed (infra/scripts/test installs it)");
        String text = """
            MUTUAL NON-DISCLOSURE AGREEMENT
            1. Purpose
            The Recipient may use the Confidential Information only to evaluate a possible business relationship between\u00A0the\u00A0parties, and for no other purpose.
            The Recipient shall keep the Confidential Information secret.
            2. Term
            This Agreement lasts two years.
            """;
        DocumentSource pdf = new LibreOfficePdf(LibreOfficePdf.installed(), dir)
            .print(new DocumentSource("nda.txt", text.getBytes(StandardCharsets.UTF_8)));
        assertEquals("nda.pdf", pdf.name());
        var document = new StandardDocumentParser().parse(pdf);
        assertEquals(SourceType.PDF, document.sourceType());
        List<String> clauses = document.chunks().stream().map(Chunk::content).toList();
        assertTrue(clauses.contains("The Recipient may use the Confidential Information only to evaluate a possible business relationship"
            + " between the parties, and for no other purpose."), clauses::toString);
        assertTrue(clauses.contains("The Recipient shall keep the Confidential Information secret."), clauses::toString);
        assertEquals(List.of("2. Term"), document.chunks().getLast().sectionPath());
    }

    @Test
    void namesTheLibreOfficeItCannotFind() {
        var e = assertThrows(InvalidInputException.class, () -> new LibreOfficePdf(dir.resolve("soffice"), dir));
        assertTrue(e.getMessage().contains("SOFFICE") && e.getMessage().contains(dir.resolve("soffice").toString()), e.getMessage());
    }
}
