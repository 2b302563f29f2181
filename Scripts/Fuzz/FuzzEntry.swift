// The libFuzzer entry point: every stage of stylerule on one input. Scripts/fuzz.sh
// compiles it together with the library's sources, with -sanitize=fuzzer,address.

/// Runs the whole pipeline on one input.
///
/// The stages: parse, build the model, resolve (in one and in several versions), explain,
/// lint, play the timeline, draw the graphs, render every format, print the canonical form
/// and read every controller's layout properties. Failures are expected and ignored;
/// crashes, hangs and sanitizer reports are the bugs.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let source = SourceFile(path: "fuzz.rules", bytes: bytes)
  let loaded: LoadedRules
  do {
    loaded = try RulesFile.parse(source)
  } catch {
    _ = DiagnosticFormatter(source: error.source, style: .ansi).format(error.diagnostics)
    return 0
  }
  let model = loaded.model
  _ = DiagnosticFormatter(source: source).format(loaded.warnings)
  let resolver = StatusBarResolver(model: model)
  let resolution = resolver.resolve()
  let report = ResolutionReport(model: model, resolution: resolution)
  _ = ResolutionTextRenderer(style: .ansi).render(report)
  _ = ResolutionJSONRenderer().render(report)
  let versions = [OSVersion(7), OSVersion(12), OSVersion(13, 4), OSVersion(18)]
  let comparison = ComparisonReport(
    model: model,
    resolutions: versions.map {
      resolver.resolve(
        overrides: EnvironmentOverrides(ios: $0, device: .ipad, orientation: .landscape))
    })
  _ = ComparisonTextRenderer().render(comparison)
  _ = ComparisonJSONRenderer().render(comparison)

  let findings = Linter.lint(model)
  let lint = LintReport(files: [
    LintedFile(source: source, findings: findings, warnings: loaded.warnings)
  ])
  _ = LintTextRenderer().render(lint)
  _ = LintJSONRenderer().render(lint)
  _ = LintXcodeRenderer().render(lint)
  _ = LintSARIFRenderer().render(lint)

  // Explain is the costliest stage: ask about the first and the last controller only.
  for controller in [model.controllers.first, model.controllers.last].compactMap({ $0 }) {
    if let explanation = try? Explainer(model: model).explain(controller.name) {
      _ = ExplanationTextRenderer().render(ExplanationReport(explanation: explanation))
      _ = ExplanationJSONRenderer().render(ExplanationReport(explanation: explanation))
    }
  }

  let timeline = TimelineRunner(model: model).run()
  _ = TimelineTextRenderer(includesTraces: true).render(timeline)
  _ = TimelineJSONRenderer().render(timeline)

  for question in StatusBarQuestion.allCases {
    let graph = DecisionGraphBuilder(model: model, resolution: resolution, question: question)
      .build()
    _ = GraphDOTRenderer().render(graph)
    _ = GraphMermaidRenderer().render(graph)
  }
  _ = HierarchyOutlineRenderer().render(model)
  _ = CanonicalRulesPrinter().print(model)
  // The layout properties the layout engine reads, for every controller.
  for controller in model.controllers { _ = model.layoutProperties(of: controller.id) }
  return 0
}
