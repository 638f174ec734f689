package dev.clauselens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The benchmark runs and reports its figures; the figures themselves are for the record, not asserted. */
class BenchParseCommandTest {

    @Test
    void reportsMillisecondsPerPageAndTheRatioToPdfbox() throws Exception {
        Path datasets = Path.of(System.getProperty("clauselens.shared.dir", "../../../shared"), "datasets");
        assumeTrue(Files.isDirectory(datasets), "skipped: ../shared/datasets is not here");
        var out = new StringWriter();
        var commandLine = ClauseLens.commandLine();
        commandLine.setOut(new PrintWriter(out, true));
        int status = commandLine.execute("bench", "parse", "--json", "--runs", "1", "--warmup", "0",
            "--data", datasets.toString());
        assertEquals(0, status);
        JsonNode report = new ObjectMapper().readTree(out.toString());
        assertTrue(report.get("pdf").get("documents").asInt() >= 5);
        assertTrue(report.get("pdf").get("ratio_to_pdfbox").asDouble() > 0);
        assertTrue(report.get("docx").get("documents").asInt() >= 4);
        assertEquals(20, report.get("twenty_page_pdf").get("pages").asInt());
    }
}
