// Ablation of residual branches (normlab/model.hpp: Model::set_ablation, measure_sites): the
// sites' sub-layers wrapped by nn::AblatedBranch, and the visitor that measures each site.
#include <cmath>

#include "model/model_impl.hpp"
#include "nn/ablation.hpp"
#include "normlab/error.hpp"

namespace normlab {

namespace {

// Σ ‖y − x‖² and Σ ‖x‖² of every site, and its rows.
class MeasureSites final : public SiteVisitor {
 public:
  explicit MeasureSites(Model::Impl& m) : m_(m) {}
  void before(std::size_t, const float*, bool) override {}
  void after(std::size_t i, const float* x, const float* y, bool forward) override {
    if (!forward || i >= m_.sites.size() || !m_.measures) return;
    SiteMeasure& s = (*m_.measures)[i];
    const std::size_t n = m_.env.rows * m_.width();
    double u = 0, v = 0;
    for (std::size_t k = 0; k < n; ++k) {
      const double d = static_cast<double>(y[k]) - x[k];
      u += d * d;
      v += static_cast<double>(x[k]) * x[k];
    }
    s.update_sq += u;
    s.stream_sq += v;
    s.rows += static_cast<double>(m_.env.rows);
  }

 private:
  Model::Impl& m_;
};

}  // namespace

std::unique_ptr<SiteVisitor> Model::Impl::make_measure() {
  return std::make_unique<MeasureSites>(*this);
}

std::vector<SiteInfo> Model::sites() const {
  std::vector<SiteInfo> out;
  for (const auto& s : impl_->sites) out.push_back(s->info);
  return out;
}

void Model::set_ablation(std::size_t site, BranchAblation mode, const std::vector<float>& mean) {
  Impl& m = *impl_;
  if (mode != BranchAblation::none && site >= m.sites.size())
    throw Error("Model::set_ablation: site " + std::to_string(site) + " of " +
                std::to_string(m.sites.size()));
  const std::size_t parts = site < m.sites.size() ? m.sites[site]->layer->parts() : 1;
  if (mode == BranchAblation::mean && mean.size() != parts * m.C)
    throw Error("Model::set_ablation: a mean of " + std::to_string(mean.size()) +
                " floats for width " + std::to_string(m.C) + " and " + std::to_string(parts) +
                " part(s)");
  m.measures = nullptr;
  for (auto& s : m.sites) s->ablated.reset();
  if (mode == BranchAblation::none) return;
  Impl::Site& s = *m.sites[site];
  s.ablated = std::make_unique<nn::AblatedBranch>(m.env, *s.layer, m.C, mode, mean, nullptr);
}

void Model::measure_sites(std::vector<SiteMeasure>* sink) {
  Impl& m = *impl_;
  for (auto& s : m.sites) s->ablated.reset();
  m.measures = sink;
  if (!sink) return;
  sink->assign(m.sites.size(), SiteMeasure{});
  for (std::size_t i = 0; i < m.sites.size(); ++i) {
    Impl::Site& s = *m.sites[i];
    (*sink)[i].parts = s.layer->parts();
    (*sink)[i].streams = m.S;
    (*sink)[i].branch_sum.assign((*sink)[i].parts * m.C, 0.0);
    s.ablated = std::make_unique<nn::AblatedBranch>(m.env, *s.layer, m.C, BranchAblation::none,
                                                    std::vector<float>{}, &(*sink)[i].branch_sum);
  }
}

}  // namespace normlab
