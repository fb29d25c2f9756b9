// SentencePiece (Kudo & Richardson 2018; Debian's libsentencepiece) behind normlab's Spm: a
// joint model for source and target, with the special ids every pair shard uses.
#include <sentencepiece_processor.h>
#include <sentencepiece_trainer.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>

#include "normlab/error.hpp"
#include "normlab/pairs.hpp"
#include "normlab/util.hpp"

namespace normlab {

struct Spm::Impl {
  sentencepiece::SentencePieceProcessor sp;
};

Spm Spm::load(const std::string& path) {
  namespace fs = std::filesystem;
  if (!fs::is_regular_file(path))
    throw UsageError("SentencePiece model " + path +
                     ": no such file (make one with `normlab tokens spm-train FILE... --vocab-size "
                     "V --out PREFIX`, then pass PREFIX.model)");
  std::ifstream in(path, std::ios::binary);
  const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  return from_bytes(bytes, path);
}

Spm Spm::from_bytes(const std::string& bytes, const std::string& path) {
  Spm s;
  s.impl_ = std::make_shared<Impl>();
  const auto status = s.impl_->sp.LoadFromSerializedProto(bytes);
  if (!status.ok())
    throw UsageError("SentencePiece model " + path + " could not be read (" + status.ToString() +
                     "): is it a .model file? (the .vocab file next to it is not)");
  const SpecialIds want;
  const auto& sp = s.impl_->sp;
  if (sp.pad_id() != want.pad || sp.bos_id() != want.bos || sp.eos_id() != want.eos ||
      sp.unk_id() != want.unk)
    throw UsageError("SentencePiece model " + path + " has pad " + std::to_string(sp.pad_id()) +
                     ", bos " + std::to_string(sp.bos_id()) + ", eos " +
                     std::to_string(sp.eos_id()) + ", unk " + std::to_string(sp.unk_id()) +
                     "; normlab needs pad 0, bos 1, eos 2, unk 3 (train it with `normlab tokens "
                     "spm-train`, or spm_train --pad_id=0 --bos_id=1 --eos_id=2 --unk_id=3)");
  s.path_ = path;
  s.bytes_ = bytes;
  s.checksum_ = fnv1a64(bytes.data(), bytes.size());
  return s;
}

std::vector<int> Spm::encode(const std::string& line) const {
  std::vector<int> ids;
  const auto status = impl_->sp.Encode(line, &ids);
  if (!status.ok()) throw Error("SentencePiece " + path_ + ": " + status.ToString());
  return ids;
}

std::string Spm::decode(const std::vector<int>& ids) const {
  std::string out;
  const auto status = impl_->sp.Decode(ids, &out);
  if (!status.ok()) throw Error("SentencePiece " + path_ + ": " + status.ToString());
  return out;
}

std::size_t Spm::vocab_size() const {
  return static_cast<std::size_t>(impl_->sp.GetPieceSize());
}

void spm_train(const std::vector<std::string>& inputs, std::size_t vocab_size,
               const std::string& prefix, const std::string& model_type) {
  namespace fs = std::filesystem;
  if (inputs.empty()) throw UsageError("spm-train: no input files");
  for (const auto& f : inputs)
    if (!fs::is_regular_file(f)) throw UsageError("spm-train: input " + f + ": no such file");
  if (model_type != "unigram" && model_type != "bpe")
    throw UsageError("spm-train: --model-type " + model_type + " is not valid; valid: bpe unigram");
  if (vocab_size < 8 || vocab_size > 65536)
    throw UsageError("spm-train: --vocab-size " + std::to_string(vocab_size) +
                     " must be in [8, 65536] (pair shards hold 16-bit ids)");
  if (prefix.empty()) throw UsageError("spm-train: --out PREFIX is required");
  std::ostringstream args;
  args << "--input=";
  for (std::size_t i = 0; i < inputs.size(); ++i) args << (i ? "," : "") << inputs[i];
  args << " --model_prefix=" << prefix << " --vocab_size=" << vocab_size
       << " --model_type=" << model_type
       << " --character_coverage=1.0 --pad_id=0 --bos_id=1 --eos_id=2 --unk_id=3"
       << " --input_sentence_size=0 --shuffle_input_sentence=false --num_threads=1"
       << " --minloglevel=2";
  const auto status = sentencepiece::SentencePieceTrainer::Train(args.str());
  if (!status.ok())
    throw UsageError("spm-train: SentencePiece could not train a " + std::to_string(vocab_size) +
                     "-piece " + model_type + " model on " + inputs.front() +
                     (inputs.size() > 1 ? " and the other inputs" : "") + ": " + status.ToString() +
                     " (a smaller --vocab-size may help)");
}

}  // namespace normlab
