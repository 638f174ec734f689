package dev.clauselens.core.agent;

import dev.clauselens.core.taxonomy.Perspective;
import dev.clauselens.core.taxonomy.RiskLevel;
import dev.clauselens.core.terms.Durations;
import dev.clauselens.core.terms.TermPatterns;
import dev.clauselens.core.terms.TriageChecklist;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The terms that make an NDA clause risky, read in the clause's own words: each signal names the
 * term (a non-compete, an IP assignment, a long confidentiality period...), the level it carries for
 * the user's side ({@link Perspective}) and the exact words that show it. A clause is rated by its
 * strongest signal; a rating above standard always names one.
 */
public final class RiskSignals {
    /** What drives a rating. */
    public enum Term {
        NON_COMPETE("a non-compete"),
        NON_CIRCUMVENTION("a non-circumvention covenant"),
        NON_SOLICIT("a non-solicitation covenant"),
        IP_ASSIGNMENT("an assignment of intellectual property"),
        FEEDBACK_LICENCE("a licence of the recipient's feedback"),
        INDEMNITY("an indemnity"),
        LIQUIDATED_DAMAGES("liquidated damages or a penalty"),
        DURATION("the length of the confidentiality obligations"),
        AGREEMENT_TERM("the agreement's term"),
        RESIDUALS("a residuals clause"),
        BROAD_DEFINITION("a broad definition of Confidential Information"),
        EQUITABLE_RELIEF_WITHOUT_BOND("relief without bond or proof of damage"),
        FEES("one-sided legal fees"),
        UNLIMITED_LIABILITY("unlimited liability"),
        AUDIT("audit or inspection rights"),
        STANDSTILL("a standstill"),
        NARROW_DEFINITION("a narrow definition (only marked information)"),
        BURDEN_OF_PROOF("the burden of proving what is not confidential"),
        USE_LIMITED("use limited to the purpose"),
        FIGURES_DISAGREE("a number whose words and figures disagree");

        private final String label;

        Term(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    /**
     * One signal.
     *
     * @param phrase the words found, verbatim in the clause
     * @param reason why it matters, for the user's side, in a sentence
     */
    public record Signal(Term term, RiskLevel level, String phrase, String reason) {
    }

    private static final int FLAGS = Pattern.CASE_INSENSITIVE | Pattern.DOTALL;
    /** A drafter's example in a form's blank: "[SURVIVAL, e.g. three (3) years]", "[TERM, e.g., two (2) years]". */
    private static final Pattern EXAMPLE = Pattern.compile("\\[[^\\]]{0,60}?\\be\\.g\\.[^\\]]{0,80}]", FLAGS);
    /** Where a sentence of a clause ends, as both the indemnity's and the duration's readings cut it. */
    private static final Pattern SENTENCE_BREAK = Pattern.compile("(?<=[.;])\\s+");
    private static final Pattern WORLDWIDE = Pattern.compile("\\b(worldwide|anywhere in the world|global)\\b", FLAGS);
    private static final Pattern DURATION_PHRASE = Pattern.compile(Durations.DURATION, FLAGS);
    private static final Pattern IP_ASSIGNMENT = Pattern.compile("hereby (irrevocably )?assigns?[^.;]{0,120}"
        // without "hereby": "Collaborators assign all rights, title, and interest in such contributions to the Company"
        // (its "title and interest" no anti-assignment clause has: "may not assign any rights under this Agreement to the buyer")
        + "|\\bassigns? (all|any) (of (its|their|his|her) )?rights?,? title,? and interest\\b[^.;]{0,80}\\bto the\\b"
        // or in what it makes: "The Receiving Party assigns all rights, title, and interest in contributions"
        + "|\\bassigns? (all|any) (of (its|their|his|her) )?rights?,? title,? and interest in (and to )?(the |such |any |all |its |their )?"
        + "(contributions?|inventions?|developments?|improvements?|works?)\\b"
        + "|works? (made )?for hire|work[- ]for[- ]hire"
        // what the recipient makes becomes the discloser's; "remain" only for what is new ("improvements ... shall remain"), not
        // for the recipient's notes ("Derivative Confidential Information) will remain the property of the Disclosing Party")
        // also plainly: "All contributions become the property of the Disclosing Party"
        + "|(inventions?|improvements?|enhancements?|developments?|derivatives?|modifications?|contributions?)[^.;]{0,120}((shall|will) "
        + "(be|become|vest in)|becomes?) "
        + "(the )?(sole |exclusive )?(property|owned)|(inventions?|improvements?|enhancements?)[^.;]{0,120}(shall|will) remain ((the )?"
        + "(sole |exclusive )?(property|owned)"
        // "all right, title, and interest in and to any developments, enhancements, or derivatives of the Confidential Information
        // shall remain with the disclosing Party"
        + "|with (the )?(disclosing party|discloser))"
        // what the recipient contributes: "Any code contributed by the 2nd Party, will become property of Drogon"
        + "|\\b(code|work|material) (contributed|written|developed|created|submitted|produced) by [^.;]{0,80}(shall|will) (be|become|vest in) "
        + "(the )?(sole |exclusive )?(property|owned)"
        // or already is: "All code, designs, and documentation contributed to TapeSureMVP are the exclusive property of ..."
        + "|\\b(code|designs?|documentation|works?|materials?)\\b[^.;]{0,40}?\\bcontributed\\b[^.;]{0,80}?\\b(are|is) (the )?(sole |exclusive )?property\\b"
        // not the rights in the discloser's own information, which stay where they are ("intellectual property rights embodied
        // in the Confidential Information shall remain the sole property of the Disclosing Party")
        + "|intellectual property(?![^.;]{0,60}\\b(in|of|to|embodied in|relating to) (the |its |such |any )?(disclosing party'?s? |discloser'?s? )?"
        + "confidential information)(?:[^.;]{0,120}(shall|will) (be|become|vest in)"
        // what "remains" the discloser's is what it had ("all associated intellectual property rights therein, are and shall remain
        // the exclusive property of IBC"), unless it is made from it ("intellectual property produced based on the Confidential
        // Information is and shall remain the sole property of the Disclosing Party")
        + "|[^.;]{0,60}\\b(produced|created|developed|derived|generated|conceived|made|arising|resulting)\\b[^.;]{0,120}(shall|will) remain)"
        + " (the )?(sole |exclusive )?(property|owned)"
        // "any Derivative of it, whether created by the AOC or Company, remains the property of the AOC"; not the recipient's notes
        // of the information ("including any note, analysis or memorandum prepared by the Recipient) shall ... remain the property")
        + "|(?<!\\b(?:notes?|analys[ie]s|memorand(?:um|a)|summar(?:y|ies)|compilations?|copies|extracts?)\\s{1,3})"
        + "(created|made|developed|conceived|prepared) by [^.;]{0,60}"
        + "\\b(recipient|receiving party|company|employee|contractor|consultant|you)\\b"
        + "[^.;]{0,80}\\b(remains?|(shall|will) (be|become|remain)) (the )?(sole |exclusive )?property of"
        + "|assigns? (to [^.;]{0,40})?all (of its |their )?(right|rights), title and interest", FLAGS);
    /** An indemnity given; not its heading ("Indemnification. The Receiving Party shall ...") nor its naming in a survival list. */
    private static final Pattern INDEMNITY = Pattern.compile("(?<!\\b(?:provisions|sections?|clauses?)\\s{1,3}(?:concerning|regarding|relating\\s{1,3}to|on|of|for)"
        + "\\s{1,3}(?:the\\s{1,3})?)(indemnif\\w*+|hold harmless)(?!\\s*[.:])(?![^.;]{0,30}?\\bsurviv)[^.;]{0,200}", FLAGS);
    private static final Pattern INDEMNIFIED = Pattern.compile("(?:indemnif\\w*|hold harmless)(?: and (?:hold harmless|defend))?"
        + "\\s+(?:the\\s+)?(recipient|receiving party|discloser|disclosing party|company|employer)", FLAGS);
    private static final Pattern INDEMNITY_BROAD = Pattern.compile("any and all|all (losses|claims|damages|liabilities)"
        + "|including (reasonable )?(attorneys?|legal)|howsoever|whatsoever", FLAGS);
    /** An indemnity for the indemnifier's own fault only: "but only ... to the extent ... caused by ... the gross negligence". */
    private static final Pattern INDEMNITY_FAULT = Pattern.compile("\\b(?:to the extent|only)\\b[^.;]{0,200}?\\b(?:caused by|result(?:s|ing)? "
        + "from|arising (?:out of|from))\\b[^.;]{0,160}?\\b(?:negligen\\w*|wil+ful|intentional|misconduct|fraud\\w*)", FLAGS);
    private static final Pattern LIQUIDATED = Pattern.compile("liquidated damages|(as|by way of) (a )?penalty|"
        + TermPatterns.FIXED_SUM.pattern(), FLAGS);
    private static final Pattern PERPETUAL = Pattern.compile("perpetual\\w*|in perpetuity|indefinite\\w*|forever"
        + "|(shall|will) (not|never) (expire|terminate|lapse)|without (any )?(limit|limitation) (of|in|as to) time|no (fixed )?(end|expiry)"
        + "|" + TermPatterns.UNTIL_PUBLIC, FLAGS); // no end but publication, as the checklist reads it
    private static final Pattern LICENCE_AFTER = Pattern.compile(TermPatterns.LICENCE_AFTER, FLAGS);
    /** The recipient's suggestions licensed to the discloser: "grants to Discloser a ... license ... to ... exploit such Feedback". */
    private static final Pattern FEEDBACK_LICENCE = Pattern.compile("\\bgrants?\\b[^.;]{0,250}?\\blicen[cs]e\\b[^.;]{0,250}?\\bfeedback\\b", FLAGS);
    private static final Pattern TRADE_SECRET = Pattern.compile("trade secret", FLAGS);
    private static final Pattern OBLIGATION_SENTENCE = Pattern.compile("confiden|obligations?|surviv|non-?disclosure|restrictions?",
        FLAGS);
    /**
     * Other provisions that survive without end, not the duty of confidence: "Sections relating to remedies, limitations, and
     * general provisions survive indefinitely".
     */
    private static final Pattern OTHER_PROVISIONS = Pattern.compile("\\b(sections?|provisions?|clauses?)\\s+(relating|related|with respect|in respect)\\s+"
        + "(to\\s+)?[^.;]{0,80}\\b(remedies|limitations?|general provisions|indemnit\\w*|governing law)\\b", FLAGS);
    private static final Pattern CONFIDENCE = Pattern.compile("confiden|non-?disclosure|secre", FLAGS);
    /** A sentence that sets how long something lasts (not "information at least three months old"). */
    private static final Pattern LASTS = Pattern.compile("surviv|period|\\bterm\\b|expir|continu|remain|(years?|months?) (after|from|following|of)",
        FLAGS);
    /** The duty itself, not an agreement named "Non-Disclosure Agreement" whose own term a sentence sets. */
    private static final Pattern DUTY = Pattern.compile("obligations?|surviv|in\\s+confidence|confidentiality\\s+(?:obligations?|undertakings?|period)"
        + "|not\\s+(?:to\\s+)?(?:disclose|use)|secre(?:t|cy)|restrictions?", FLAGS);
    /** The confidentiality period market practice accepts, as the checklist screens it, in words: "2 to 5 years". */
    private static final String MARKET_YEARS = TriageChecklist.CONFIDENTIALITY_MIN_YEARS + " to " + TriageChecklist.CONFIDENTIALITY_MAX_YEARS
        + " years";
    /** The agreement's own term, not its obligations': "This agreement will terminate automatically on the first anniversary". */
    private static final Pattern AGREEMENT_TERM = Pattern.compile("\\b(this|the)\\s+([\\w-]+\\s+){0,2}?agreement\\b[^.;]{0,120}?\\b(term\\b|expire|terminate"
        + "|remain|continue|in\\s+(full\\s+)?(force|effect)|valid)", FLAGS);
    private static final Pattern NOTICE = Pattern.compile("notice|terminat\\w* (this agreement )?(upon|by|on) |written request", FLAGS);
    private static final Pattern BROAD_DEFINITION = Pattern.compile("whether or not (so )?(marked|designated|identified|labell?ed)"
        + "|(regardless of|irrespective of) whether[^.;]{0,40}(marked|designated|identified)|any and all information"
        + "|all information[^.;]{0,60}(whether|of any kind|in any form)", FLAGS);
    private static final Pattern NARROW_DEFINITION = Pattern.compile("(only|solely) (if|when|to the extent)?[^.;]{0,40}"
        + "(marked|designated|identified|labell?ed) (as )?[\"“]?(confidential|proprietary)|must be (marked|identified|designated)"
        + "|(reduced to writing|confirmed in writing)[^.;]{0,80}within[^.;]{0,20}(days|\\d)", FLAGS);
    /**
     * The recipient must prove that information is not confidential, said in a sentence about confidentiality ("In case of
     * doubt any information is deemed to be Confidential Information unless Mentor proves ..."), not an email's delivery
     * ("unless the Addressee proves that the email was not delivered") or the drafting ("no presumption or burden of proof").
     */
    private static final String BURDEN_WORDS = "(burden of (proof|proving|establishing|demonstrating)|unless (the )?[\\w’' ]{0,40}?"
        + "(proves|can prove|demonstrates|can demonstrate|establishes|can establish|can show|shows) (by [^.;]{0,60})?that)";
    private static final Pattern BURDEN = Pattern.compile("confiden[^.;]{0,200}?" + BURDEN_WORDS + "|" + BURDEN_WORDS + "[^.;]{0,200}?confiden"
        + "|(in case of doubt|in the event of (any )?doubt|if in doubt)[^.;]{0,80}(deemed|considered|treated)", FLAGS);
    private static final Pattern NO_BOND = Pattern.compile("without (the )?(necessity|need|requirement) (of|to) (post|posting|proof|prove|proving)"
        + "|without (posting|proof of)[^.;]{0,30}(bond|damage|security)|waives?[^.;]{0,40}(bond|security)", FLAGS);
    private static final Pattern FEES = Pattern.compile("(attorneys?'?|legal|counsel)[’']?s?'? fees", FLAGS);
    /**
     * Fees that follow the outcome, whichever side it favours: "the prevailing party", "the losing party" (not "a Disclosing
     * Party"; not "the successful party", which a form may give one side alone: "if BOMI is the successful party").
     */
    private static final Pattern PREVAILING = Pattern.compile("\\b(prevailing|losing)\\s+party", FLAGS);
    private static final Pattern UNLIMITED = Pattern.compile("unlimited liability|liability[^.;]{0,40}(shall be |is )?unlimited"
        + "|(no|without) limitation (of|on) (its |their )?liability", FLAGS);
    /**
     * A right to audit or inspect, not a use named after audits ("legal, audit or compliance purposes permitted by this Agreement")
     * and not a kind of information a definition lists ("site surveys, inspection processes, maintenance records").
     */
    private static final Pattern AUDIT = Pattern.compile("(audit|inspect)\\w*+(?!\\s+(?:process|procedur|report|result|log|trail|finding"
        + "|schedul|plan|checklist)\\w*)(?![^.;]{0,30}?\\bpurposes?\\b)[^.;]{0,80}(premises|records|books|systems"
        + "|facilities|compliance)", FLAGS);
    /** A number in figures with words in brackets after it, or in brackets after words: "12 (twenty four)", "thirty (60)". */
    private static final Pattern FIGURE_AND_WORDS = Pattern.compile("\\b(\\d{1,3})\\s*\\(\\s*(\\p{L}+(?:[\\s-]+\\p{L}+){0,4})\\s*\\)"
        + "|((?:\\p{L}+[\\s-]+){0,4}\\p{L}+)\\s*\\(\\s*(\\d{1,3})\\s*\\)", FLAGS);
    /**
     * A bar on buying the other side's securities; not a disclaimer that nothing is "an offer ... for the sale or purchase of
     * securities", not the insider-trading promise to "purchase or sell" none in breach of securities law, not a party called
     * "Acquirer", and not a cross-reference to the standstill's section ("Section 7 (Standstill) shall survive").
     */
    private static final Pattern STANDSTILL = Pattern.compile("\\bstandstill\\b(?!\\s*\\))|(?<!(?:sale|sell|offer|invitation)\\s(?:or|and|to|for)\\s)"
        + "\\b(acquire|purchase)(?!rs?\\b)(?!\\s+or\\s+sell)[^.;]{0,60}(securities|shares|voting)", FLAGS);

    /**
     * Use confined to the purpose: "use it only for the Purpose", "for no other purpose", "shall not use ... for any purpose
     * other than", "shall not ... use ... otherwise than as strictly necessary".
     */
    private static final Pattern USE_LIMITED = Pattern.compile("\\b(?:use|using|used|utili[sz]e)\\b[^.;:]{0,100}?\\b(?:solely|only|exclusively|strictly)"
        + "\\s+(?:\\w+\\s+){0,2}?(?:for|in\\s+connection\\s+with|in\\s+relation\\s+to|to\\s+the\\s+extent|as)\\b|\\bfor\\s+no\\s+other\\s+purposes?\\b"
        + "|\\bnot\\s+(?:to\\s+)?(?:\\w+\\s+){0,3}?use\\b[^.;]{0,100}?\\b(?:for\\s+any\\s+(?:other\\s+)?purposes?\\s+(?:other\\s+than|except|save|but)"
        + "|otherwise\\s+than)\\b", FLAGS);
    /** Use allowed beyond the purpose: "for the Purpose and for such other purposes as", "or for any other purpose". */
    private static final Pattern USE_BEYOND = Pattern.compile("\\b(?:and|or)\\s+(?:for\\s+)?(?:such|any)\\s+other\\s+purposes?\\b(?!\\s+(?:other\\s+than|except))"
        + "|\\bown\\s+(?:business\\s+)?purposes\\b", FLAGS);

    /** Who a covenant covers, not how long it runs: "within the six month period preceding", "during the 12 months prior to". */
    private static final Pattern LOOK_BACK = Pattern.compile(Durations.DURATION + "(?:\\s+period)?\\s+(?:preceding|prior\\s+to|before)\\b", FLAGS);

    private RiskSignals() {
    }

    /** The signals in a clause's text, for the user's side; empty when nothing in it departs from market practice. */
    public static List<Signal> find(String text, Perspective perspective) {
        List<Signal> signals = new ArrayList<>();
        figuresDisagree(text).ifPresent(signals::add); // first: it changes how every other term of the clause reads
        Matcher m;
        var compete = TermPatterns.nonCompete(text);
        if (compete.isPresent()) {
            boolean broad = WORLDWIDE.matcher(text).find();
            boolean circumvention = TermPatterns.circumvention(compete.get().group());
            signals.add(new Signal(circumvention ? Term.NON_CIRCUMVENTION : Term.NON_COMPETE, perspective.receives() ? RiskLevel.AGGRESSIVE
                : RiskLevel.CAUTIOUS, compete.get().group(), (circumvention
                    ? "A non-circumvention covenant has no place in a plain NDA: it bars dealing with the contacts the deal brings, not only"
                        + " the use of information"
                    : "A non-compete has no place in an NDA: it restricts the business itself, not the use of information")
                    + (broad ? ", and this one is worldwide" : "") + (perspective.receives() ? "." : "; as discloser check it binds only the other side.")));
        }
        var solicit = TermPatterns.nonSolicit(text);
        if (solicit.isPresent()) {
            double years = yearsNear(text, solicit.get().start());
            RiskLevel level = years > 1 ? RiskLevel.AGGRESSIVE : RiskLevel.CAUTIOUS;
            signals.add(new Signal(Term.NON_SOLICIT, perspective.receives() ? level : RiskLevel.CAUTIOUS, solicit.get().group(),
                "A non-solicitation covenant goes beyond confidentiality" + (years > 0
                    ? " and runs for %s, %s market practice of 12 months at most; check it is limited to people met through the deal"
                        .formatted(years(years), years > 1 ? "beyond the" : "within the")
                    : "; market practice limits it to 12 months and to people met through the deal") + "."));
        }
        if ((m = IP_ASSIGNMENT.matcher(text)).find()) {
            signals.add(new Signal(Term.IP_ASSIGNMENT, perspective.receives() ? RiskLevel.AGGRESSIVE : RiskLevel.STANDARD, m.group(),
                perspective.receives()
                    ? "An NDA should not transfer ownership: this hands over rights in what you create, not only in what you receive."
                    : "Ownership passes to the disclosing side; expect the recipient to resist it."));
        } else if ((m = FEEDBACK_LICENCE.matcher(text)).find()) {
            signals.add(new Signal(Term.FEEDBACK_LICENCE, perspective.receives() ? RiskLevel.CAUTIOUS : RiskLevel.STANDARD, m.group(),
                perspective.receives()
                    ? "What you suggest about the other side's information may be used by it for good and without payment; limit it to"
                        + " feedback on that information and keep out your own ideas and intellectual property."
                    : "The recipient's feedback is licensed to you, which favours you as discloser."));
        }
        if ((m = INDEMNITY.matcher(text)).find()) {
            boolean faultOnly = INDEMNITY_FAULT.matcher(SENTENCE_BREAK.split(text.substring(m.start()), 2)[0]).find();
            boolean broad = !faultOnly && INDEMNITY_BROAD.matcher(m.group()).find();
            Matcher protectedParty = INDEMNIFIED.matcher(m.group());
            boolean recipientProtected = protectedParty.find() && protectedParty.group(1).toLowerCase(Locale.ROOT).startsWith("rec");
            if (recipientProtected) {
                signals.add(new Signal(Term.INDEMNITY, perspective == Perspective.DISCLOSER ? RiskLevel.CAUTIOUS : RiskLevel.STANDARD,
                    m.group(), "The indemnity protects the receiving party" + (perspective == Perspective.DISCLOSER
                        ? "; as discloser, limit what you answer for." : ", which favours you.")));
            } else {
                signals.add(new Signal(Term.INDEMNITY, broad && perspective.receives() ? RiskLevel.AGGRESSIVE : RiskLevel.CAUTIOUS,
                    m.group(), "An indemnity is unusual in an NDA" + (broad ? " and this one covers any and all losses with no cap"
                        : faultOnly ? ", though this one covers only losses caused by the indemnifying side's own fault" : "")
                        + "; the law's remedies for breach are normally enough."));
            }
        }
        if ((m = LIQUIDATED.matcher(text)).find()) {
            signals.add(new Signal(Term.LIQUIDATED_DAMAGES, perspective.receives() ? RiskLevel.AGGRESSIVE : RiskLevel.CAUTIOUS, m.group(),
                "A fixed sum for a breach is rare in NDAs and may be unenforceable as a penalty; damages should follow the actual loss."));
        }
        if ((m = UNLIMITED.matcher(text)).find()) {
            signals.add(new Signal(Term.UNLIMITED_LIABILITY, RiskLevel.CAUTIOUS, m.group(),
                "Liability is stated to be unlimited; most NDAs leave it to the general law or cap indirect loss."));
        }
        duration(text, perspective, signals);
        if ((m = TermPatterns.RESIDUALS.matcher(text)).find()) {
            signals.add(new Signal(Term.RESIDUALS, perspective == Perspective.RECIPIENT ? RiskLevel.STANDARD
                : perspective == Perspective.DISCLOSER ? RiskLevel.AGGRESSIVE : RiskLevel.CAUTIOUS, m.group(),
                "A residuals clause lets the recipient use whatever its people remember, which can empty the NDA of effect"
                    + (perspective == Perspective.RECIPIENT ? "; it favours you as recipient." : "; as discloser, strike it or narrow it.")));
        }
        if ((m = BROAD_DEFINITION.matcher(text)).find() && perspective == Perspective.RECIPIENT) {
            signals.add(new Signal(Term.BROAD_DEFINITION, RiskLevel.CAUTIOUS, m.group(),
                "Everything counts as confidential whether or not it is marked, so as recipient you cannot tell what is protected;"
                    + " ask for marking, or written confirmation of oral disclosures."));
        }
        if ((m = BURDEN.matcher(text)).find() && perspective == Perspective.RECIPIENT) {
            signals.add(new Signal(Term.BURDEN_OF_PROOF, RiskLevel.CAUTIOUS, m.group(),
                "As recipient you must prove that information is public, already yours or independently developed, or it counts as"
                    + " confidential; ask that the discloser bear the burden, or at least that written records suffice."));
        }
        if ((m = NARROW_DEFINITION.matcher(text)).find() && perspective == Perspective.DISCLOSER) {
            signals.add(new Signal(Term.NARROW_DEFINITION, RiskLevel.CAUTIOUS, m.group(),
                "Only marked or confirmed information is protected; as discloser an unmarked email or a meeting is left unprotected."));
        }
        if ((m = NO_BOND.matcher(text)).find() && perspective == Perspective.RECIPIENT) {
            signals.add(new Signal(Term.EQUITABLE_RELIEF_WITHOUT_BOND, RiskLevel.CAUTIOUS, m.group(),
                "The discloser may get an injunction without posting a bond or proving damage; common, but it favours the discloser."));
        }
        if ((m = FEES.matcher(text)).find() && !PREVAILING.matcher(text).find() && perspective.receives()) {
            signals.add(new Signal(Term.FEES, RiskLevel.CAUTIOUS, m.group(),
                "Legal fees are recoverable by one side only; ask that the prevailing party recovers them, whichever it is."));
        }
        if ((m = AUDIT.matcher(text)).find() && perspective.receives()) {
            signals.add(new Signal(Term.AUDIT, RiskLevel.CAUTIOUS, m.group(),
                "The discloser may audit or inspect the recipient; unusual in an NDA, limit it to a certificate of compliance."));
        }
        if ((m = STANDSTILL.matcher(text)).find() && perspective.receives()) {
            signals.add(new Signal(Term.STANDSTILL, RiskLevel.CAUTIOUS, m.group(),
                "A standstill bars acquiring the other side's securities; appropriate only in M&A, and then for a limited time."));
        }
        return signals;
    }

    /**
     * A number whose figures and words disagree ("a period of 12 (twenty four) months"): which one binds is open to dispute,
     * whichever side the review takes. The words are those before the bracketed figure that spell a number ("period of twenty
     * four (24)" reads "twenty four").
     */
    private static Optional<Signal> figuresDisagree(String text) {
        Matcher m = FIGURE_AND_WORDS.matcher(text);
        while (m.find()) {
            int figure = Integer.parseInt(m.group(1) != null ? m.group(1) : m.group(4));
            String words = m.group(1) != null ? m.group(2) : spelt(m.group(3));
            OptionalInt spelt = words == null ? OptionalInt.empty() : Durations.inWords(words);
            if (spelt.isPresent() && spelt.getAsInt() != figure) {
                return Optional.of(new Signal(Term.FIGURES_DISAGREE, RiskLevel.CAUTIOUS, m.group(),
                    "The figure %d and the words \"%s\" say different numbers; a court may read either, so correct the one that is wrong."
                        .formatted(figure, words.strip())));
            }
        }
        return Optional.empty();
    }

    /** The longest run of last words that spells a number: "twenty four" of "a period of twenty four"; null if none does. */
    private static String spelt(String words) {
        String[] parts = words.strip().split("\\s+");
        for (int from = 0; from < parts.length; from++) {
            String tail = String.join(" ", Arrays.copyOfRange(parts, from, parts.length));
            if (Durations.inWords(tail).isPresent()) {
                return tail;
            }
        }
        return null;
    }

    /**
     * The signal of a purpose limitation that confines use to the purpose and allows none beyond it: the market's standard,
     * on either side.
     */
    public static Optional<Signal> useLimited(String text) {
        Matcher limited = USE_LIMITED.matcher(text);
        if (!limited.find() || USE_BEYOND.matcher(text).find()) {
            return Optional.empty();
        }
        return Optional.of(new Signal(Term.USE_LIMITED, RiskLevel.STANDARD, limited.group(),
            "The information may be used for the purpose alone, as market practice expects."));
    }

    /** The strongest of the signals (the first found among equals), or {@code null}. */
    public static Signal strongest(List<Signal> signals) {
        Signal best = null;
        for (Signal signal : signals) {
            if (best == null || signal.level().compareTo(best.level()) > 0) {
                best = signal;
            }
        }
        return best;
    }

    /** How long the obligations last, or else how long the agreement itself runs: each a reason of its own. */
    private static void duration(String text, Perspective perspective, List<Signal> signals) {
        Signal inRange = null;
        Signal agreementTerm = null;
        // a form's example is no period: "survive for [SURVIVAL, e.g. three (3) years] after disclosure" is left blank
        String read = EXAMPLE.matcher(text).replaceAll(example -> " ".repeat(example.group().length()));
        for (String sentence : SENTENCE_BREAK.split(read)) {
            if (NOTICE.matcher(sentence).find()) {
                continue;
            }
            if (agreementTerm == null) {
                agreementTerm = agreementTerm(sentence);
            }
            if (!OBLIGATION_SENTENCE.matcher(sentence).find()
                || OTHER_PROVISIONS.matcher(sentence).find() && !CONFIDENCE.matcher(sentence).find()) {
                continue;
            }
            Matcher perpetual = PERPETUAL.matcher(sentence);
            if (perpetual.find() && !TRADE_SECRET.matcher(sentence).find()
                && !LICENCE_AFTER.matcher(sentence).region(perpetual.end(), sentence.length()).lookingAt()) {
                signals.add(new Signal(Term.DURATION, perspective.receives() ? RiskLevel.CAUTIOUS : RiskLevel.STANDARD, perpetual.group(),
                    perspective.receives()
                        ? "The obligations never end; market practice is " + MARKET_YEARS + ", with trade secrets protected as long as they "
                            + "remain secret."
                        : "The obligations never end, which protects you as discloser; expect the recipient to ask for " + MARKET_YEARS + "."));
                return;
            }
            double years = LASTS.matcher(sentence).find() ? Durations.years(sentence).orElse(0.0) : 0;
            if (years > TriageChecklist.CONFIDENTIALITY_MAX_YEARS) {
                signals.add(new Signal(Term.DURATION, perspective.receives() ? RiskLevel.CAUTIOUS : RiskLevel.STANDARD, phrase(sentence),
                    ("The obligations last %s, longer than the " + MARKET_YEARS + " of market practice%s.").formatted(years(years),
                        perspective.receives() ? "" : " (which protects you as discloser)")));
                return;
            }
            if (years > 0 && years < 1 && perspective.discloses()) {
                signals.add(new Signal(Term.DURATION, RiskLevel.CAUTIOUS, phrase(sentence),
                    ("The obligations last only %s; market practice is " + MARKET_YEARS + ".").formatted(years(years))));
                return;
            }
            if (inRange == null && years >= TriageChecklist.CONFIDENTIALITY_MIN_YEARS && years <= TriageChecklist.CONFIDENTIALITY_MAX_YEARS
                && DUTY.matcher(sentence).find()) {
                // a reason of its own, not a resemblance: "shall expire five (5) years from the date of disclosure"
                inRange = new Signal(Term.DURATION, RiskLevel.STANDARD, phrase(sentence),
                    ("The obligations last %s, within the " + MARKET_YEARS + " of market practice.").formatted(years(years)));
            }
        }
        // only where no other sentence says otherwise: "This NDA shall expire on three (3) years ...; ... the confidentiality
        // obligations ... will survive indefinitely"
        if (inRange != null) {
            signals.add(inRange);
        } else if (agreementTerm != null) {
            signals.add(agreementTerm);
        }
    }

    /** A sentence setting the agreement's own term within the market's range, as a standard reason; null otherwise. */
    private static Signal agreementTerm(String sentence) {
        double years = AGREEMENT_TERM.matcher(sentence).find() ? Durations.years(sentence).orElse(0.0) : 0;
        return years >= TriageChecklist.TERM_MIN_YEARS && years <= TriageChecklist.TERM_MAX_YEARS
            ? new Signal(Term.AGREEMENT_TERM, RiskLevel.STANDARD, phrase(sentence), ("The agreement runs %s, within the %d "
                + "to %d years of market practice.").formatted(years(years), TriageChecklist.TERM_MIN_YEARS, TriageChecklist.TERM_MAX_YEARS))
            : null;
    }

    private static String phrase(String sentence) {
        Matcher m = DURATION_PHRASE.matcher(sentence);
        return m.find() ? m.group() : sentence;
    }

    /** The years of the first duration near {@code at}, not one that looks back ("an employee within the six month period preceding"). */
    private static double yearsNear(String text, int at) {
        String near = LOOK_BACK.matcher(text.substring(Math.max(0, at - 200), Math.min(text.length(), at + 300))).replaceAll(" ");
        return Durations.years(near).orElse(0.0);
    }

    private static String years(double years) {
        if (years < 1) {
            return Math.round(years * 12) + " months";
        }
        return years == Math.rint(years) ? (long) years + (years == 1 ? " year" : " years") : Math.round(years * 12) + " months";
    }
}
