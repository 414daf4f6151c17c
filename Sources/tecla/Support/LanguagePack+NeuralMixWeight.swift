import TeclaLanguage

extension LanguagePack {
    /// The pack with its neural model mixed at `weight` (0: the trigram alone), for the
    /// commands that tune or inspect the mix (`eval prediction`, `predict`).
    func withNeuralMixWeight(_ weight: Float) -> LanguagePack {
        withNeuralModel(
            weight == 0
                ? nil
                : neural.map { model in
                    var model = model
                    model.mixWeight = weight
                    return model
                })
    }
}
