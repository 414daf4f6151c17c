/// A conservative estimate of how many tokens a model's tokenizer makes of a text, without the
/// tokenizer: English averages about four characters a token; counting one per three characters
/// (and one per line break) overestimates on purpose, so a prompt that fits the estimate fits.
public enum TokenEstimator {
    public static func estimate(_ text: String) -> Int {
        let scalars = text.unicodeScalars.count
        let newlines = text.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
        return (scalars + 2) / 3 + newlines
    }
}
