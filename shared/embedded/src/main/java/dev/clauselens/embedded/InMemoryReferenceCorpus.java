package dev.clauselens.embedded;

import dev.clauselens.core.corpus.Embedding;
import dev.clauselens.core.corpus.EmbeddingMismatchException;
import dev.clauselens.core.corpus.ReferenceClause;
import dev.clauselens.core.corpus.ReferenceCorpus;
import dev.clauselens.core.corpus.ReferenceDocument;
import dev.clauselens.core.corpus.ReferenceMatch;
import dev.clauselens.core.corpus.SearchFilter;
import dev.clauselens.core.taxonomy.ClauseCategory;
import dev.clauselens.core.taxonomy.Hypothesis;
import dev.clauselens.core.taxonomy.NliLabel;
import dev.clauselens.core.taxonomy.RiskLevel;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.concurrent.locks.ReadWriteLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/**
 * The embedded {@link ReferenceCorpus}: exact cosine search over every clause (vectors are kept
 * normalised, so a search is one dot product per clause), safe for concurrent readers and writers,
 * and savable to a compact binary file.
 */
public final class InMemoryReferenceCorpus implements ReferenceCorpus {
    private static final int FILE_VERSION = 1;

    private record Entry(ReferenceClause clause, float[] unit) {
    }

    private final ReadWriteLock lock = new ReentrantReadWriteLock();
    private final Map<String, ReferenceDocument> documents = new LinkedHashMap<>();
    private final Map<String, Entry> byId = new HashMap<>();
    private final List<Entry> entries = new ArrayList<>();
    private String model;
    private int dimensions;

    @Override
    public void addDocument(ReferenceDocument document) {
        lock.writeLock().lock();
        try {
            documents.putIfAbsent(document.id(), document);
        } finally {
            lock.writeLock().unlock();
        }
    }

    @Override
    public int addClauses(List<ReferenceClause> clauses, List<Embedding> embeddings) {
        if (clauses.size() != embeddings.size()) {
            throw new IllegalArgumentException("one embedding per clause: " + clauses.size() + " clauses, "
                + embeddings.size() + " embeddings");
        }
        lock.writeLock().lock();
        try {
            for (Embedding embedding : embeddings) {
                checkModel(embedding);
            }
            int added = 0;
            for (int i = 0; i < clauses.size(); i++) {
                ReferenceClause clause = clauses.get(i);
                if (byId.containsKey(clause.id())) {
                    continue;
                }
                if (model == null) {
                    model = embeddings.get(i).model();
                    dimensions = embeddings.get(i).dimensions();
                }
                var entry = new Entry(clause, unit(embeddings.get(i).vector()));
                byId.put(clause.id(), entry);
                entries.add(entry);
                added++;
            }
            return added;
        } finally {
            lock.writeLock().unlock();
        }
    }

    @Override
    public List<ReferenceMatch> search(Embedding query, int k, SearchFilter filter, double minSimilarity) {
        lock.readLock().lock();
        try {
            if (model == null) {
                return List.of();
            }
            checkModel(query);
            float[] q = unit(query.vector());
            var best = new PriorityQueue<ReferenceMatch>(Comparator.comparingDouble(ReferenceMatch::similarity));
            for (Entry entry : entries) {
                ReferenceDocument document = documents.get(entry.clause().documentId());
                String source = document == null ? "" : document.source();
                if (!filter.matches(entry.clause(), source)) {
                    continue;
                }
                double similarity = dot(q, entry.unit());
                if (similarity < minSimilarity) {
                    continue;
                }
                if (best.size() < k) {
                    best.add(new ReferenceMatch(entry.clause(), document, similarity));
                } else if (similarity > best.peek().similarity()) {
                    best.poll();
                    best.add(new ReferenceMatch(entry.clause(), document, similarity));
                }
            }
            List<ReferenceMatch> result = new ArrayList<>(best);
            result.sort(Comparator.comparingDouble(ReferenceMatch::similarity).reversed());
            return result;
        } finally {
            lock.readLock().unlock();
        }
    }

    @Override
    public List<ReferenceClause> clausesOf(ClauseCategory category) {
        lock.readLock().lock();
        try {
            return entries.stream().map(Entry::clause).filter(c -> c.category() == category).toList();
        } finally {
            lock.readLock().unlock();
        }
    }

    @Override
    public Optional<ReferenceDocument> document(String id) {
        lock.readLock().lock();
        try {
            return Optional.ofNullable(documents.get(id));
        } finally {
            lock.readLock().unlock();
        }
    }

    @Override
    public Set<String> knownClauseIds(Collection<String> ids) {
        lock.readLock().lock();
        try {
            Set<String> known = new HashSet<>();
            for (String id : ids) {
                if (byId.containsKey(id)) {
                    known.add(id);
                }
            }
            return known;
        } finally {
            lock.readLock().unlock();
        }
    }

    @Override
    public long clauseCount() {
        lock.readLock().lock();
        try {
            return entries.size();
        } finally {
            lock.readLock().unlock();
        }
    }

    @Override
    public Optional<String> embeddingModel() {
        lock.readLock().lock();
        try {
            return Optional.ofNullable(model);
        } finally {
            lock.readLock().unlock();
        }
    }

    /** Writes the corpus to {@code file} (through a temporary file, so a crash leaves the old one). */
    public void save(Path file) {
        lock.readLock().lock();
        try {
            Path parent = file.toAbsolutePath().getParent();
            Files.createDirectories(parent);
            Path temporary = Files.createTempFile(parent, file.getFileName().toString(), ".tmp");
            try (var out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(temporary)))) {
                out.writeInt(FILE_VERSION);
                out.writeUTF(model == null ? "" : model);
                out.writeInt(dimensions);
                out.writeInt(documents.size());
                for (ReferenceDocument d : documents.values()) {
                    out.writeUTF(d.id());
                    writeLong(out, d.title());
                    out.writeUTF(d.source());
                    out.writeUTF(d.licence());
                }
                out.writeInt(entries.size());
                for (Entry entry : entries) {
                    ReferenceClause c = entry.clause();
                    out.writeUTF(c.id());
                    out.writeUTF(c.documentId());
                    writeLong(out, c.text());
                    out.writeUTF(c.category() == null ? "" : c.category().name());
                    out.writeUTF(c.hypothesis() == null ? "" : c.hypothesis().name());
                    out.writeUTF(c.nliLabel() == null ? "" : c.nliLabel().name());
                    out.writeUTF(c.risk() == null ? "" : c.risk().name());
                    for (float value : entry.unit()) {
                        out.writeFloat(value);
                    }
                }
            }
            Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot save the corpus to " + file, e);
        } finally {
            lock.readLock().unlock();
        }
    }

    /** Reads a corpus written by {@link #save(Path)}; an absent file gives an empty corpus. */
    public static InMemoryReferenceCorpus load(Path file) {
        var corpus = new InMemoryReferenceCorpus();
        if (!Files.exists(file)) {
            return corpus;
        }
        try (var in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file)))) {
            if (in.readInt() != FILE_VERSION) {
                throw new IOException("unknown corpus file version");
            }
            String model = in.readUTF();
            int dimensions = in.readInt();
            int documentCount = in.readInt();
            for (int i = 0; i < documentCount; i++) {
                corpus.addDocument(new ReferenceDocument(in.readUTF(), readLong(in), in.readUTF(), in.readUTF()));
            }
            int clauseCount = in.readInt();
            List<ReferenceClause> clauses = new ArrayList<>(clauseCount);
            List<Embedding> vectors = new ArrayList<>(clauseCount);
            for (int i = 0; i < clauseCount; i++) {
                clauses.add(new ReferenceClause(in.readUTF(), in.readUTF(), readLong(in),
                    enumOrNull(ClauseCategory.class, in.readUTF()), enumOrNull(Hypothesis.class, in.readUTF()),
                    enumOrNull(NliLabel.class, in.readUTF()), enumOrNull(RiskLevel.class, in.readUTF())));
                float[] vector = new float[dimensions];
                for (int d = 0; d < dimensions; d++) {
                    vector[d] = in.readFloat();
                }
                vectors.add(new Embedding(model, vector));
            }
            corpus.addClauses(clauses, vectors);
            return corpus;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the corpus file " + file + "; delete it to start afresh", e);
        }
    }

    private void checkModel(Embedding embedding) {
        if (model != null && (!model.equals(embedding.model()) || dimensions != embedding.dimensions())) {
            throw new EmbeddingMismatchException(model + "/" + dimensions, embedding.model() + "/" + embedding.dimensions());
        }
    }

    private static float[] unit(float[] vector) {
        double norm = 0;
        for (float v : vector) {
            norm += v * v;
        }
        float[] unit = new float[vector.length];
        if (norm == 0) {
            return unit;
        }
        float scale = (float) (1 / Math.sqrt(norm));
        for (int i = 0; i < vector.length; i++) {
            unit[i] = vector[i] * scale;
        }
        return unit;
    }

    private static double dot(float[] a, float[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += a[i] * b[i];
        }
        return sum;
    }

    /** writeUTF is limited to 64 KB; clause texts can be longer. */
    private static void writeLong(DataOutputStream out, String text) throws IOException {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        out.writeInt(bytes.length);
        out.write(bytes);
    }

    private static String readLong(DataInputStream in) throws IOException {
        return new String(in.readNBytes(in.readInt()), StandardCharsets.UTF_8);
    }

    private static <E extends Enum<E>> E enumOrNull(Class<E> type, String name) {
        return name.isEmpty() ? null : Enum.valueOf(type, name);
    }
}
