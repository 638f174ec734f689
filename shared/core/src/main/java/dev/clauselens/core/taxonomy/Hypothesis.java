package dev.clauselens.core.taxonomy;

import java.util.Arrays;
import java.util.Optional;

/**
 * The 17 ContractNLI hypotheses (Koreeda & Manning 2021), identified by their dataset ids
 * {@code nda-1} ... {@code nda-20}, each stated here in ClauseLens's own words.
 */
public enum Hypothesis {
    NDA_1("nda-1", "Explicit identification",
        "Information is confidential only if the disclosing party expressly identifies or marks it as such."),
    NDA_2("nda-2", "Technical information only",
        "Only technical information counts as confidential information; business information does not."),
    NDA_3("nda-3", "Oral information included",
        "Information conveyed orally or visually can be confidential information."),
    NDA_4("nda-4", "Limited use",
        "The receiving party may use confidential information only for the purposes the agreement states."),
    NDA_5("nda-5", "Sharing with employees",
        "The receiving party may share some confidential information with some of its employees."),
    NDA_7("nda-7", "Sharing with third parties",
        "The receiving party may share some confidential information with some third parties, such as "
            + "consultants, agents or professional advisers."),
    NDA_8("nda-8", "Notice of compelled disclosure",
        "The receiving party must tell the disclosing party if law, regulation or a court requires it to "
            + "disclose confidential information."),
    NDA_10("nda-10", "Confidentiality of the agreement",
        "The receiving party may not reveal that the agreement exists or was negotiated."),
    NDA_11("nda-11", "No reverse engineering",
        "The receiving party may not reverse engineer objects that embody the disclosing party's "
            + "confidential information."),
    NDA_12("nda-12", "Independent development allowed",
        "The receiving party may independently develop information similar to the confidential information."),
    NDA_13("nda-13", "Acquisition from third parties allowed",
        "The receiving party may obtain information similar to the confidential information from a third party."),
    NDA_15("nda-15", "No licence",
        "The agreement grants the receiving party no right or licence in the confidential information."),
    NDA_16("nda-16", "Return or destruction at the end",
        "The receiving party must return or destroy some confidential information when the agreement ends."),
    NDA_17("nda-17", "Copies allowed",
        "The receiving party may make copies of some confidential information in some circumstances."),
    NDA_18("nda-18", "No solicitation",
        "The receiving party may not solicit some of the disclosing party's employees or representatives."),
    NDA_19("nda-19", "Survival of obligations",
        "Some obligations of the agreement continue after it terminates or expires."),
    NDA_20("nda-20", "Retention allowed",
        "The receiving party may keep some confidential information even after it returns or destroys the rest.");

    private final String id;
    private final String shortName;
    private final String statement;

    Hypothesis(String id, String shortName, String statement) {
        this.id = id;
        this.shortName = shortName;
        this.statement = statement;
    }

    public String id() {
        return id;
    }

    public String shortName() {
        return shortName;
    }

    public String statement() {
        return statement;
    }

    public static Optional<Hypothesis> fromId(String id) {
        return Arrays.stream(values()).filter(h -> h.id.equals(id)).findFirst();
    }
}
